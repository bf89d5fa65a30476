/**
 * The storefront's Content-Security-Policy allows no inline script by default, and cached ISR
 * pages cannot carry a per-request nonce (docs/security.md). A Turbopack production build writes
 * exactly one inline script into every page: the bootstrap that seeds the chunk-loading queue
 * with the `_app` and page chunk groups. Its text is fixed per page by the build manifest, so the
 * policy lists the sha256 of each page's bootstrap.
 *
 * The hashes exist only once the build has run, after next.config.ts's `headers()` was read: the
 * config writes the marker `'inline-script-hashes'` into the policy, and `applyInlineScriptHashes`
 * replaces it in the build's routes-manifest.json (which `next start` serves the headers from).
 * It then checks every prerendered page: an inline script the policy does not allow fails the
 * build instead of a shopper's page.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const INLINE_SCRIPT_HASHES_MARKER = "'inline-script-hashes'";

/**
 * The storefront's own inline scripts (src/storefront/lib/inline-scripts.json: the saved-state
 * probe of the cart and checkout, docs/page-speed.md), allowed by hash beside the bootstraps.
 */
export function ownInlineScripts() {
  return Object.values(JSON.parse(fs.readFileSync(new URL('../src/storefront/lib/inline-scripts.json', import.meta.url), 'utf8')));
}

const require = createRequire(import.meta.url);

/** `'sha256-…'` of a script's exact text, as CSP compares it. */
export function scriptHash(text) {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The bootstrap script text Next's `_document` writes for each page (`getInlineBootstrapScript`). */
export function bootstrapScripts(buildManifest) {
  const { getTurbopackChunkGroupBootstrap } = require('next/dist/server/get-page-files');
  const { htmlEscapeJsonString } = require('next/dist/shared/lib/htmlescape');
  const params = buildManifest.pagesChunkGroupBootstrapParams;
  const global = buildManifest.chunkLoadingGlobal;
  if (!params || !global) return [];
  const scripts = new Set();
  for (const page of Object.keys(params)) {
    const text = getTurbopackChunkGroupBootstrap(params, global, page === '/_app' ? ['/_app'] : ['/_app', page]);
    if (text) scripts.add(htmlEscapeJsonString(text));
  }
  return [...scripts];
}

/** Inline scripts of an HTML page that execute (a JSON data block such as `__NEXT_DATA__` does not). */
export function executableInlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module' && type !== 'application/javascript') continue;
    if (body.length > 0) scripts.push(body);
  }
  return scripts;
}

function htmlFiles(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true, recursive: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

/**
 * Replaces the marker in the build's header rules with the bootstrap hashes (and those of
 * ownInlineScripts) and checks the
 * prerendered pages. Returns the hashes; throws when a page has an inline script not allowed.
 */
export function applyInlineScriptHashes(distDir) {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const hashes = [...new Set([...bootstrapScripts(buildManifest), ...ownInlineScripts()].map(scriptHash))].sort();

  const manifestFile = path.join(distDir, 'routes-manifest.json');
  const manifest = fs.readFileSync(manifestFile, 'utf8');
  // The marker sits inside JSON strings; the hashes are base64 in quotes, safe inside them.
  fs.writeFileSync(manifestFile, manifest.split(INLINE_SCRIPT_HASHES_MARKER).join(hashes.join(' ')));

  const allowed = new Set(hashes);
  const refused = [];
  for (const file of htmlFiles(path.join(distDir, 'server', 'pages'))) {
    for (const script of executableInlineScripts(fs.readFileSync(file, 'utf8'))) {
      if (!allowed.has(scriptHash(script))) refused.push(`${path.relative(distDir, file)}: ${script.slice(0, 80)}…`);
    }
  }
  if (refused.length > 0) {
    throw new Error(`Inline scripts the Content-Security-Policy would block (add their hash or move them to a file):\n${refused.join('\n')}`);
  }
  return hashes;
}
