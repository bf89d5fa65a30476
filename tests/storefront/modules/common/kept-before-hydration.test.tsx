// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useKeptBeforeHydration } from '@/storefront/modules/common/kept-before-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A shopper on a slow phone chooses a ring size, a city or a gift-wrap box, or types a note, before
 * the server-rendered page has hydrated. The choice is in the element, not the state; without the
 * hook the first render after hydration (here: a counter the page bumps, as stock arriving does)
 * puts the state back and the choice is undone.
 */
const SIZES = ['12', '14', '16'];
function Choices({ onState }: { onState: (state: Record<string, unknown>) => void }) {
  const [size, setSize] = useState('12');
  const [city, setCity] = useState('');
  const [wrap, setWrap] = useState(false);
  const [note, setNote] = useState('');
  const [renders, setRenders] = useState(0);
  onState({ size, city, wrap, note });
  const cityRef = useKeptBeforeHydration<HTMLSelectElement>((event) => setCity(event.target.value), { value: city });
  const wrapRef = useKeptBeforeHydration<HTMLInputElement>((event) => setWrap(event.target.checked), { checked: wrap });
  const noteRef = useKeptBeforeHydration<HTMLTextAreaElement>((event) => setNote(event.target.value), { value: note });
  return (
    <form>
      {SIZES.map((value) => (
        <Size key={value} value={value} checked={size === value} onChoose={() => setSize(value)} />
      ))}
      <select ref={cityRef} value={city} onChange={(event) => setCity(event.target.value)}>
        <option value="">All cities</option>
        <option value="Mumbai">Mumbai</option>
      </select>
      <input ref={wrapRef} type="checkbox" checked={wrap} onChange={(event) => setWrap(event.target.checked)} />
      <textarea ref={noteRef} value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="button" onClick={() => setRenders(renders + 1)}>
        render again
      </button>
    </form>
  );
}
function Size({ value, checked, onChoose }: { value: string; checked: boolean; onChoose: () => void }) {
  const radio = useKeptBeforeHydration<HTMLInputElement>(onChoose, { checked });
  return <input ref={radio} type="radio" name="size" value={value} checked={checked} onChange={onChoose} />;
}

async function hydrateAfter(choose: (form: HTMLFormElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Choices onState={() => undefined} />);
  document.body.append(container);
  const form = container.querySelector('form')!;
  choose(form);
  let state: Record<string, unknown> = {};
  await act(async () => {
    hydrateRoot(container, <Choices onState={(next) => (state = next)} />);
  });
  await act(async () => container.querySelector('button')!.click());
  return { form, state: () => state, done: () => container.remove() };
}

describe('a choice made before the page hydrated', () => {
  it('is kept in the element and handed to the state: radio, select, check box, text area', async () => {
    const page = await hydrateAfter((form) => {
      (form.querySelector('input[value="14"]') as HTMLInputElement).checked = true;
      form.querySelector('select')!.value = 'Mumbai';
      (form.querySelector('input[type=checkbox]') as HTMLInputElement).checked = true;
      form.querySelector('textarea')!.value = 'For Amma, with love';
    });
    expect(page.state()).toEqual({ size: '14', city: 'Mumbai', wrap: true, note: 'For Amma, with love' });
    expect((page.form.querySelector('input[value="14"]') as HTMLInputElement).checked).toBe(true);
    expect((page.form.querySelector('input[value="12"]') as HTMLInputElement).checked).toBe(false);
    expect(page.form.querySelector('select')!.value).toBe('Mumbai');
    expect((page.form.querySelector('input[type=checkbox]') as HTMLInputElement).checked).toBe(true);
    expect(page.form.querySelector('textarea')!.value).toBe('For Amma, with love');
    page.done();
  });

  it('changes nothing when nothing was touched', async () => {
    const page = await hydrateAfter(() => undefined);
    expect(page.state()).toEqual({ size: '12', city: '', wrap: false, note: '' });
    expect((page.form.querySelector('input[value="12"]') as HTMLInputElement).checked).toBe(true);
    page.done();
  });
});
