/**
 * A generated product page three ways, in one run, with wrk (apt-get install wrk):
 *   1. through the edge (nginx's page cache, HIT)
 *   2. nginx serving the same bytes from disk (the ceiling)
 *   3. straight from one `next start`
 * with CPU ms per request of the serving processes (from /proc/<pid>/stat), since the machine is shared.
 *
 *   npm run start:prod &      (PORT=3500 API_PORT=4500 … as in docs/edge.md)
 *   flock /tmp/bench.lock node bench/edge.mjs --edge http://127.0.0.1:3500 --storefront-port 3501 [--page /in-en/<product>] [--seconds 10] [--connections 100]
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findNginx } from '../scripts/edge.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const edge = arg('edge', 'http://127.0.0.1:3000');
const storefrontPort = Number(arg('storefront-port', '3001'));
const seconds = Number(arg('seconds', '10'));
const connections = Number(arg('connections', '100'));
const staticPort = Number(arg('static-port', String(storefrontPort + 90)));
const TICKS_PER_SECOND = 100;

/** Every process id with its parent and CPU ticks (utime + stime). */
function processTable() {
  const table = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      table.push({ pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmdline });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** CPU ticks of the processes matching `root` and all their descendants. */
function ticksOf(isRoot) {
  const table = processTable();
  const chosen = new Set(table.filter(isRoot).map((row) => row.pid));
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of table) {
      if (!chosen.has(row.ppid) || chosen.has(row.pid)) continue;
      chosen.add(row.pid);
      grew = true;
    }
  }
  return table.filter((row) => chosen.has(row.pid)).reduce((sum, row) => sum + row.ticks, 0);
}

/** The process listening on a port (next start renames itself "next-server"). */
function listenerOf(port) {
  const out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = Number(out.match(/pid=(\d+)/)?.[1]);
  if (!pid) throw new Error(`nothing listens on port ${port}`);
  return pid;
}

function wrk(url) {
  const out = execFileSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', url], { encoding: 'utf8' });
  const perSecond = Number(out.match(/Requests\/sec:\s+([\d.]+)/)[1]);
  const total = Number(out.match(/(\d+) requests in/)[1]);
  const p99 = out.match(/\s99%\s+([\d.]+\w+)/)[1];
  const p50 = out.match(/\s50%\s+([\d.]+\w+)/)[1];
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return { perSecond, total, p50, p99, non2xx };
}

function measure(name, url, isServer) {
  const before = ticksOf(isServer);
  const result = wrk(url);
  const cpuMs = ((ticksOf(isServer) - before) * 1000) / TICKS_PER_SECOND;
  return { name, reqPerSec: Math.round(result.perSecond), p50: result.p50, p99: result.p99, non2xx: result.non2xx, cpuMsPerRequest: Number((cpuMs / result.total).toFixed(3)) };
}

async function main() {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed');
  let page = arg('page');
  if (!page) {
    const listing = await (await fetch(`${edge}/in-en/rings`)).text();
    page = `/in-en${listing.match(/href="(\/[a-z0-9-]+-\d+)"/)?.[1] ?? ''}`;
    if (page === '/in-en') throw new Error('no product link on /in-en/rings: pass --page');
  }
  const bytes = Buffer.from(await (await fetch(`${edge}${page}`)).arrayBuffer());
  const again = await fetch(`${edge}${page}`);
  if (again.headers.get('x-cache-status') !== 'HIT') throw new Error(`${page} is not served from the edge cache (${again.headers.get('x-cache-status')})`);

  // nginx serving the same bytes from disk, with the edge's own worker count and keep-alive.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-static-'));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'logs'));
  fs.writeFileSync(path.join(dir, 'page.html'), bytes);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http { include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 10000;
  client_body_temp_path ${dir}/t1; proxy_temp_path ${dir}/t2; fastcgi_temp_path ${dir}/t3; uwsgi_temp_path ${dir}/t4; scgi_temp_path ${dir}/t5;
  server { listen 127.0.0.1:${staticPort}; location / { root ${dir}; default_type text/html; } } }`,
  );
  const server = spawn(nginx, ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/logs/error.log`, '-g', 'daemon off;'], { stdio: 'inherit' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const edgeMaster = listenerOf(new URL(edge).port || 80);
  const edgeRoot = processTable().find((row) => row.pid === edgeMaster);
  // The listener may be a worker: count from its master.
  const edgeTop = edgeRoot?.cmdline.includes('worker') ? edgeRoot.ppid : edgeMaster;
  const storefront = listenerOf(storefrontPort);
  try {
    const rows = [
      measure(`edge (nginx cache) ${page}`, `${edge}${page}`, (row) => row.pid === edgeTop),
      measure(`nginx from disk, same ${bytes.length} bytes`, `http://127.0.0.1:${staticPort}/page.html`, (row) => row.pid === server.pid),
      measure(`next start :${storefrontPort}`, `http://127.0.0.1:${storefrontPort}${page}`, (row) => row.pid === storefront),
    ];
    console.table(rows);
    console.log(`edge / nginx from disk: ${(rows[0].reqPerSec / rows[1].reqPerSec).toFixed(2)}×; ${connections} connections, ${seconds} s, ${os.cpus().length} cores`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(`[bench:edge] ${error.message}`);
  process.exit(1);
});
