import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { checkStructure, cycles, moduleOf } from '../../scripts/structure.mjs';

const trees: string[] = [];

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'structure-'));
  trees.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('the structure check run by npm test', () => {
  it('names the module of a file: server area/module, storefront module, none for composition roots', () => {
    expect(moduleOf('src/server/modules/commerce/orders/placing/place-order.ts')).toBe('server:commerce/orders');
    expect(moduleOf('src/server/modules/outbox/outbox-service.ts')).toBe('server:outbox');
    expect(moduleOf('src/server/modules/index.ts')).toBeNull();
    expect(moduleOf('src/storefront/modules/cart/cart-line.tsx')).toBe('storefront:cart');
    expect(moduleOf('src/storefront/lib/config.ts')).toBeNull();
  });

  it('finds every cycle, self-loops included, and nothing in a chain', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['d'])],
      ['e', new Set(['a'])],
    ]);
    expect(cycles(edges)).toEqual([['a', 'b', 'c'], ['d']]);
    expect(cycles(new Map([['x', new Set(['y'])]]))).toEqual([]);
  });

  it('fails a module cycle with the imports that make it, and a file over 300 lines', () => {
    // Made-up modules: paths of the real tree here would be rewritten whenever a file moves.
    const root = tree({
      'src/storefront/modules/basket/basket-line.tsx': "import { Frame } from '@/storefront/modules/frame/frame-page';\n",
      'src/storefront/modules/frame/frame-page.tsx': "import type { Line } from '../basket/basket-line';\n",
      'src/shared/long.ts': 'export const x = 1;\n'.repeat(301),
    });
    const { problems } = checkStructure(root);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toBe('src/shared/long.ts: 301 lines (at most 300)');
    expect(problems[1]).toContain('module cycle: storefront:basket ⇄ storefront:frame');
    expect(problems[1]).toContain('src/storefront/modules/frame/frame-page.tsx → src/storefront/modules/basket/basket-line.tsx');
  });

  it('counts a run-time file cycle but not one made only of `import type`', () => {
    const typeOnly = tree({
      'src/shared/made-up-a.ts': "import type { B } from './made-up-b';\nexport type A = B;\n",
      'src/shared/made-up-b.ts': "import { a } from './made-up-a';\nexport type B = typeof a;\n",
    });
    expect(checkStructure(typeOnly).problems).toEqual([]);
    const runtime = tree({
      'src/shared/made-up-a.ts': "import { b } from './made-up-b';\nexport const a = b;\n",
      'src/shared/made-up-b.ts': "export { a } from './made-up-a';\nexport const b = 1;\n",
    });
    expect(checkStructure(runtime).problems).toEqual(['file cycle (run-time imports): src/shared/made-up-a.ts ⇄ src/shared/made-up-b.ts']);
  });

  it('passes a tree that keeps the rules', () => {
    const root = tree({
      'src/storefront/modules/kit/kit-price.tsx': 'export const price = 1;\n',
      'src/storefront/modules/basket/basket-line.tsx': "import { price } from '@/storefront/modules/kit/kit-price';\nexport const line = price;\n",
    });
    expect(checkStructure(root)).toEqual({ files: 2, problems: [] });
  });
});
