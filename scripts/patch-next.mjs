/**
 * Makes Next's pages router hydrate the page inside a transition (docs/page-speed.md, "Ninth
 * round: hydrating in a transition"). Run by `npm install` (postinstall); idempotent.
 *
 * Next calls react-dom's `hydrateRoot` outside any transition, so React hydrates at its default,
 * blocking priority: the whole page in one task (225 ms of a product page's start on Lighthouse's
 * phone, most of its total blocking time). Called inside `startTransition`, the hydration gets a
 * transition lane, which React renders in slices of about 5 ms that yield to the browser. The
 * page's HTML is already painted either way; nothing is interactive until hydration commits,
 * as before. A tap that arrives meanwhile makes React finish hydrating at once and then handles
 * the tap (React's rule for discrete events on a root still being hydrated).
 *
 * Next has no setting for this, so the one call is wrapped in both copies of Next's client entry.
 * If Next's text has changed (an upgrade), this script fails and says so; `scripts/build.mjs`
 * also checks the built client (`hydratesInTransition`), so a build without the change fails.
 *
 *   node scripts/patch-next.mjs          patch node_modules/next
 *   node scripts/patch-next.mjs --check  exit 1 unless both copies are patched
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

export const MARKER = '/* aurum: hydrate in a transition (scripts/patch-next.mjs) */';

/** The call in each copy of Next's client entry, and the name its `startTransition` is read from. */
export const TARGETS = [
  {
    file: 'next/dist/esm/client/index.js',
    call: 'reactRoot = ReactDOM.hydrateRoot(domEl, reactEl, {\n            onRecoverableError\n        });',
    react: 'React',
  },
  {
    file: 'next/dist/client/index.js',
    call: 'reactRoot = _client.default.hydrateRoot(domEl, reactEl, {\n            onRecoverableError: _onrecoverableerror.onRecoverableError\n        });',
    react: '_react.default',
  },
];

/**
 * The file's text with the call wrapped, and what was found: 'patched' (changed now), 'already'
 * (changed before) or 'missing' (Next's text is not what this script knows).
 */
export function patchText(text, target) {
  if (text.includes(MARKER)) return { text, state: 'already' };
  const at = text.indexOf(target.call);
  if (at === -1 || text.indexOf(target.call, at + 1) !== -1) return { text, state: 'missing' };
  const wrapped = `${MARKER} ${target.react}.startTransition(()=>{ ${target.call} });`;
  return { text: text.slice(0, at) + wrapped + text.slice(at + target.call.length), state: 'patched' };
}

/**
 * True when a built client chunk calls `hydrateRoot` inside `startTransition` (minified:
 * `x.default.startTransition(()=>{el=y.default.hydrateRoot(…)`).
 */
export function hydratesInTransition(chunkText) {
  return /startTransition\)?\(\(\)=>\{[\w$]+=[\w$.]+\.hydrateRoot\(/.test(chunkText);
}

/** Checks a build's client chunks (throws when no chunk hydrates in a transition). */
export function checkBuiltClient(distDir) {
  const chunks = `${distDir}/static/chunks`;
  const found = fs.readdirSync(chunks).some((name) => name.endsWith('.js') && hydratesInTransition(fs.readFileSync(`${chunks}/${name}`, 'utf8')));
  if (!found) throw new Error('the built client hydrates outside a transition: run `node scripts/patch-next.mjs` and build again');
}

function main() {
  const require = createRequire(import.meta.url);
  const check = process.argv.includes('--check');
  let failed = false;
  for (const target of TARGETS) {
    const file = require.resolve(target.file);
    const original = fs.readFileSync(file, 'utf8');
    const { text, state } = patchText(original, target);
    if (state === 'missing') {
      console.error(`[patch-next] ${target.file}: the hydrateRoot call is not the one this script knows (has Next changed?). See docs/page-speed.md, "Ninth round".`);
      failed = true;
    } else if (check) {
      if (state !== 'already') failed = true;
      console.log(`[patch-next] ${target.file}: ${state === 'already' ? 'patched' : 'NOT patched'}`);
    } else if (state === 'patched') {
      fs.writeFileSync(file, text);
    }
  }
  if (failed) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
