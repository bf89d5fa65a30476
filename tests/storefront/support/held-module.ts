/**
 * A module whose code is held back until the test lets it load: how a slow network delivers a
 * chunk. Made inside `vi.hoisted` (the mock factory runs before the test file's imports):
 *
 *   const cartCode = await vi.hoisted(async () => (await import('../../support/held-module')).heldModule());
 *   vi.mock('@/storefront/modules/cart/cart-api', (importOriginal) => cartCode.load(importOriginal));
 *
 * `imports` counts the times the page asked for the code; `release()` lets every waiting import finish.
 */
export interface HeldModule {
  readonly imports: number;
  load<T>(importOriginal: () => Promise<T>): Promise<T>;
  release(): void;
}

export function heldModule(): HeldModule {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let imports = 0;
  return {
    get imports() {
      return imports;
    },
    async load(importOriginal) {
      imports += 1;
      await gate;
      return importOriginal();
    },
    release: () => release(),
  };
}
