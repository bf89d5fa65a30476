/**
 * A CPU profile of the services under one bench scenario (docs/performance.md): starts the
 * services on a fresh PostgreSQL database with `node --cpu-prof`, prepares guest carts, runs
 * autocannon on the scenario and prints the functions with the most self time.
 *
 *   node bench/profile.mjs [summary|add|update] [--seconds 8] [--port 4360] [--dir /tmp/profile]
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { loadSettings, root, startProcess, waitFor, servicesArgs, servicesReadyUrl } from '../scripts/lib.mjs';
import { INDIA } from './checkout.mjs';
import { runAutocannon } from './measure.mjs';

const argument = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : fallback;
};
const scenario = ['summary', 'add', 'update'].find((name) => process.argv.includes(name)) ?? 'summary';
const seconds = Number(argument('seconds', 8));
const port = Number(argument('port', 4360));
const dir = argument('dir', path.join(root, 'bench', 'results', 'profiles'));
const base = `http://127.0.0.1:${port}`;

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `profile_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
fs.mkdirSync(dir, { recursive: true });
const env = loadSettings({ DATABASE_URL: url.toString(), API_PORT: String(port), LOG_LEVEL: 'warn', STORE_API_URL: `${base}/` });
const services = startProcess('services', process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, ...servicesArgs], env);
try {
  await waitFor(servicesReadyUrl(env), { process: services, timeoutMs: 600_000 });
  const post = async (body) => (await (await fetch(`${base}/api/cart/`, { method: 'POST', headers: INDIA, body: JSON.stringify(body) })).json()).data;
  const carts = [];
  for (let index = 0; index < 50; index += 1) carts.push(await post({ productID: 1, quantity: 1 }));
  let next = 0;
  const cart = () => carts[next++ % carts.length];
  const build = {
    summary: () => ({ method: 'GET', path: `/api/cart/${cart().cartID}/cart_summary` }),
    add: () => ({ method: 'POST', path: '/api/cart/', body: JSON.stringify({ productID: 1, quantity: 1 }) }),
    update: () => {
      const { cartID, items } = cart();
      return { method: 'POST', path: '/api/cart/', body: JSON.stringify({ cartID, cartItemID: items[0].cartItemID, productID: 1, quantity: 1 }) };
    },
  }[scenario];
  const result = await runAutocannon({ url: base, connections: 50, duration: seconds, headers: { ...INDIA }, requests: [{ setupRequest: (request) => ({ ...request, ...build() }) }] });
  console.log(`${scenario}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`);
} finally {
  services.kill('SIGTERM');
  await new Promise((resolve) => services.once('exit', resolve));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
// Node writes one profile per thread (tsx's loader has its own): the main thread's is the largest of this run.
const newest = fs
  .readdirSync(dir)
  .filter((file) => file.endsWith('.cpuprofile') && file.includes(`.${services.pid}.`))
  .map((file) => path.join(dir, file))
  .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
const profile = JSON.parse(fs.readFileSync(newest, 'utf8'));
const self = new Map();
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const interval = (profile.endTime - profile.startTime) / profile.samples.length / 1000;
for (const id of profile.samples) {
  const { callFrame } = byId.get(id);
  const key = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^.*node_modules\//, '').replace(root, '')}:${callFrame.lineNumber + 1}`;
  self.set(key, (self.get(key) ?? 0) + interval);
}
const total = [...self.values()].reduce((sum, value) => sum + value, 0);
console.log(`profile ${newest}: ${Math.round(total)} ms sampled`);
for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 35)) console.log(`${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
// The same self time by package (node_modules/<package>), Node's own code, the app's code, and V8 (GC, idle, program).
const packageOf = (url) => {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (match) return match[1];
  if (url.startsWith('node:')) return 'node';
  if (url.includes('/src/')) return 'app (src/)';
  return '(v8: gc, program, idle)';
};
const byPackage = new Map();
for (const id of profile.samples) {
  const key = packageOf(byId.get(id).callFrame.url);
  byPackage.set(key, (byPackage.get(key) ?? 0) + interval);
}
for (const [key, ms] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
