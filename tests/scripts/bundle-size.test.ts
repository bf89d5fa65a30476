import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { measure } from '../../scripts/bundle-size.mjs';

const trees: string[] = [];
afterEach(() => {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

/** Random bytes do not compress: a chunk of n bytes weighs about n gzipped, so sums are easy to check. */
const chunk = (bytes: number) => crypto.randomBytes(bytes);
const gz = (buffer: Buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

/** A build as Turbopack writes it: stats named with the dist dir, the route's loadable manifest, and its server code. */
function build({ serverCode }: { serverCode: string }) {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-size-'));
  trees.push(dist);
  const name = path.basename(dist);
  const files: Record<string, Buffer | string> = {
    'static/chunks/shell.js': chunk(40_000),
    'static/chunks/route.js': chunk(5_000),
    'static/chunks/category.js': chunk(3_000),
    'static/chunks/product.js': chunk(9_000),
    'static/chunks/shared-by-views.js': chunk(2_000),
    'static/chunks/product.css': 'a{}',
    'diagnostics/route-bundle-stats.json': JSON.stringify([
      { route: '/', firstLoadChunkPaths: [`${name}/static/chunks/shell.js`] },
      { route: '/[...slug]', firstLoadChunkPaths: [`${name}/static/chunks/shell.js`, `${name}/static/chunks/route.js`] },
    ]),
    'server/pages/[...slug]/react-loadable-manifest.json': JSON.stringify({
      '39352': { id: 39352, files: ['static/chunks/category.js', 'static/chunks/shared-by-views.js'] },
      '1385': { id: 1385, files: ['static/chunks/product.css', 'static/chunks/product.js', 'static/chunks/shared-by-views.js', 'static/chunks/shell.js'] },
      '85286': { id: 85286, files: ['static/chunks/route.js'] },
    }),
    'server/chunks/ssr/_1_06vk-0jg50k._.js': serverCode,
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  }
  const size = (file: string) => gz(fs.readFileSync(path.join(dist, 'static/chunks', file)));
  return { dist, size };
}

// What Next compiles catalogue-template.tsx's two dynamic() views to (minified, as in a real build).
const TEMPLATE =
  'k=(0,c.default)(()=>a.A(21498).then(a=>a.CategoryPage),{loadableGenerated:{modules:[39352]},loading:()=>(0,b.jsx)(m,{load:i})}),' +
  'l=(0,c.default)(()=>a.A(13810).then(a=>a.ProductPageView),{loadableGenerated:{modules:[1385]},loading:()=>(0,b.jsx)(m,{load:j})});';

describe('npm run size (scripts/bundle-size.mjs)', () => {
  it("counts each /[...slug] view as the route's chunks plus that view's dynamic chunks, each file once", () => {
    const { dist, size } = build({ serverCode: `var x=1;${TEMPLATE}` });
    const rows = measure(dist) as { route: string; chunks: number; gzipped: number; budget: number }[];
    const byRoute = Object.fromEntries(rows.map((row) => [row.route, row]));
    expect(Object.keys(byRoute).sort()).toEqual(['/', '/[...slug] category view', '/[...slug] product view']);
    const route = size('shell.js') + size('route.js');
    expect(byRoute['/[...slug] category view']).toMatchObject({ chunks: 4, gzipped: route + size('category.js') + size('shared-by-views.js'), budget: 150 });
    // The CSS is not JavaScript, and the shell listed again by the view is counted once.
    expect(byRoute['/[...slug] product view']).toMatchObject({ chunks: 4, gzipped: route + size('product.js') + size('shared-by-views.js'), budget: 150 });
    expect(byRoute['/[...slug] product view']?.gzipped).toBeGreaterThan(route + 10_000);
  });

  it("fails rather than count a view short when the build's server code does not name its dynamic chunks", () => {
    const { dist } = build({ serverCode: 'var x=(0,c.default)(()=>a.A(1).then(a=>a.Other),{loadableGenerated:{modules:[85286]}});' });
    expect(() => measure(dist)).toThrow(/category view \(CategoryPage\)/);
  });
});
