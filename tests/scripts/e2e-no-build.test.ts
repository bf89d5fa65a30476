import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without types
import { forgetRegenerated } from '../../scripts/e2e.mjs';

const builds: string[] = [];

/** A build folder after a run: the build's own pages and code, and the pages the run regenerated. */
function build(regenerated: boolean): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-build-'));
  builds.push(dir);
  const files: Record<string, string> = {
    'server/pages/in-en/rings.html': 'built rings',
    'server/pages/in-en/rings.json': '{"built":true}',
    'server/pages/[...slug].js': 'page code',
    ...(regenerated ? { 'server/route-cache/PAGES/0f3a/$/in-en/rings.html': 'rings at the raised rate' } : {}),
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

afterEach(() => {
  for (const dir of builds.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('scripts/e2e.mjs --no-build: a run starts from the build’s own pages', () => {
  it('forgets the pages the last run regenerated and keeps the build’s prerendered pages and code', () => {
    const dir = build(true);
    expect(forgetRegenerated(dir)).toBe(true);
    expect(fs.existsSync(path.join(dir, 'server/route-cache'))).toBe(false);
    expect(read(dir, 'server/pages/in-en/rings.html')).toBe('built rings');
    expect(read(dir, 'server/pages/in-en/rings.json')).toBe('{"built":true}');
    expect(read(dir, 'server/pages/[...slug].js')).toBe('page code');
  });

  it('has nothing to forget after a build no run has used', () => {
    const dir = build(false);
    expect(forgetRegenerated(dir)).toBe(false);
    expect(read(dir, 'server/pages/in-en/rings.html')).toBe('built rings');
  });
});
