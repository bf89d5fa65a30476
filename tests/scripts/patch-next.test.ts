import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hydratesInTransition, MARKER, patchText, TARGETS } from '../../scripts/patch-next.mjs';

/** Pages hydrate inside a transition, in slices (docs/page-speed.md, "Ninth round"). */
const require = createRequire(import.meta.url);
const [esm, cjs] = TARGETS;

describe("Next's client entry", () => {
  it('is patched in node_modules by npm install (postinstall), in both copies', () => {
    for (const target of TARGETS) {
      const text = fs.readFileSync(require.resolve(target.file), 'utf8');
      expect(text, `${target.file}: run node scripts/patch-next.mjs`).toContain(`${MARKER} ${target.react}.startTransition(()=>{ ${target.call} });`);
      expect(text.split('hydrateRoot(').length - 1, target.file).toBe(1);
    }
  });

  it('wraps the one hydrateRoot call in startTransition, once, and leaves the rest of the file alone', () => {
    const original = `before();\n        ${esm.call}\n        after();`;
    const first = patchText(original, esm);
    expect(first.state).toBe('patched');
    expect(first.text).toBe(`before();\n        ${MARKER} React.startTransition(()=>{ ${esm.call} });\n        after();`);
    expect(patchText(first.text, esm)).toEqual({ text: first.text, state: 'already' });
    expect(patchText(original.replace('ReactDOM', 'ReactDOMClient'), esm).state).toBe('missing');
    expect(patchText(`${cjs.call}\n${cjs.call}`, cjs).state).toBe('missing');
  });

  it("recognises the built client's minified call, and not an unwrapped one", () => {
    expect(hydratesInTransition('(b.default.startTransition(()=>{el=S.default.hydrateRoot(t,l,{onRecoverableError:U.onRecoverableError})}),ea=!1)')).toBe(true);
    expect(hydratesInTransition('(0,b.startTransition)(()=>{$e=S.hydrateRoot(t,l)})')).toBe(true);
    expect(hydratesInTransition('el?(0,b.startTransition)(()=>{el.render(l)}):(el=S.default.hydrateRoot(t,l,{onRecoverableError:U.onRecoverableError}),ea=!1)')).toBe(false);
  });
});
