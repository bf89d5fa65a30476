// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { laterModule } from '@/storefront/modules/common/later-module';
import { laterPart } from '@/storefront/modules/common/later-part';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const presses = vi.fn();
/** A part as product-page-parts.ts holds them: text, a link, and a button deep inside. */
function Guide({ label }: { label: string }) {
  return (
    <section>
      <p>Ring sizes</p>
      <a href="#chart">chart</a>
      <div>
        <button type="button" onClick={() => presses('other')}>
          Other
        </button>
        <button type="button" onClick={() => presses(label)}>
          <span>{label}</span>
        </button>
      </div>
    </section>
  );
}
const partsModule = { Guide };
type Parts = typeof partsModule;
const draw = ({ Guide: Drawn }: Parts) => <Drawn label="Size guide" />;

/** The server's HTML: the module loaded, as on the server. */
async function serverHtml() {
  const loaded = laterModule<Parts>(async () => partsModule);
  await loaded.load();
  const ServerPart = laterPart(loaded);
  return renderToString(<ServerPart className="part" render={draw} />);
}

/** A browser's first load: the part's chunk held back until `release`, how a slow network delivers it. */
async function hydrateHeld(html: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = { imports: 0, release: () => release() };
  const later = laterModule<Parts>(async () => {
    held.imports += 1;
    await gate;
    return partsModule;
  });
  const BrowserPart = laterPart(later);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <BrowserPart className="part" render={draw} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors, held, arrive: () => act(async () => (held.release(), await later.load())) };
}

afterEach(() => {
  presses.mockReset();
  document.body.innerHTML = '';
});

describe('a part drawn from the server’s HTML until its code arrives (common/later-part.ts)', () => {
  it('keeps the server’s markup through hydration without the code', async () => {
    const html = await serverHtml();
    expect(html).toContain('Size guide');
    const { container, errors, held } = await hydrateHeld(html);
    expect(errors).toEqual([]);
    expect(container.innerHTML).toBe(html);
    expect(held.imports).toBe(0);
  });

  it('a button pressed before the code arrives loads it and is pressed again once drawn: the press is not lost', async () => {
    const { container, held, arrive } = await hydrateHeld(await serverHtml());
    const serverButton = container.querySelectorAll('button')[1]!;
    // The tap lands on the label inside the button, as a finger does.
    await act(async () => serverButton.querySelector('span')!.click());
    expect(held.imports).toBe(1);
    expect(presses).not.toHaveBeenCalled();

    await arrive();
    expect(container.querySelectorAll('button')[1]).not.toBe(serverButton);
    expect(presses.mock.calls).toEqual([['Size guide']]);

    // Later presses are React's own, once each.
    await act(async () => container.querySelectorAll('button')[1]!.click());
    expect(presses.mock.calls).toEqual([['Size guide'], ['Size guide']]);
  });

  it('a press outside any button (text, a link) loads nothing and replays nothing', async () => {
    const { container, held, arrive } = await hydrateHeld(await serverHtml());
    await act(async () => container.querySelector('p')!.click());
    expect(held.imports).toBe(0);
    await arrive();
    expect(presses).not.toHaveBeenCalled();
  });
});
