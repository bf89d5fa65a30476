/**
 * A generated product page three ways, in one run, with wrk (apt-get install wrk):
 *   1. through the edge (nginx's page cache, HIT)
 *   2. nginx serving the same bytes from disk (the ceiling)
 *   3. straight from one `next start`
 * with CPU ms per request of the serving processes (from /proc/<pid>/stat) and the load average,
 * since the machine is shared. With `--gzip` the same three again as a browser asks
 * (`Accept-Encoding: gzip`): nginx from disk then serves a precompressed copy (gzip_static).
 *
 *   npm run start:prod &      (PORT=3500 API_PORT=4500 … as in docs/edge.md)
 *   flock /tmp/bench.lock node bench/edge.mjs --edge http://127.0.0.1:3500 --storefront-port 3501 [--page /in-en/<product>] [--seconds 10] [--connections 100] [--gzip] [--only edge,disk,next]
 *
 * With HTTPS at the edge (EDGE_TLS_PORT) the plain port only moves pages there: pass the HTTPS
 * address (wrk speaks TLS), NODE_EXTRA_CA_CERTS for the self-signed certificate, and `--only edge`
 * (nginx from disk and `next start` are plain HTTP, so they compare with the plain edge).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
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
const gzip = process.argv.includes('--gzip');
const only = arg('only', 'edge,disk,next').split(',');
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

function wrk(url, headers) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const out = execFileSync('wrk', ['-t2', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, url], { encoding: 'utf8' });
  const perSecond = Number(out.match(/Requests\/sec:\s+([\d.]+)/)[1]);
  const total = Number(out.match(/(\d+) requests in/)[1]);
  const p99 = out.match(/\s99%\s+([\d.]+\w+)/)[1];
  const p50 = out.match(/\s50%\s+([\d.]+\w+)/)[1];
  const non2xx = Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return { perSecond, total, p50, p99, non2xx };
}

function measure(name, url, isServer, headers = {}) {
  const load = os.loadavg()[0].toFixed(1);
  const before = ticksOf(isServer);
  const result = wrk(url, headers);
  const cpuMs = ((ticksOf(isServer) - before) * 1000) / TICKS_PER_SECOND;
  return {
    name,
    reqPerSec: Math.round(result.perSecond),
    p50: result.p50,
    p99: result.p99,
    non2xx: result.non2xx,
    cpuMsPerRequest: Number((cpuMs / result.total).toFixed(3)),
    load: `${load} → ${os.loadavg()[0].toFixed(1)}`,
  };
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
  // With HTTPS on (EDGE_TLS_PORT) the plain port moves pages to HTTPS: wrk would time 308s.
  const first = await fetch(`${edge}${page}`, { redirect: 'manual' });
  if (first.status >= 300 && first.status < 400) {
    throw new Error(`${edge}${page} moves to ${first.headers.get('location')}: the edge has HTTPS on; time it there (--edge https://localhost:<EDGE_TLS_PORT> with NODE_EXTRA_CA_CERTS=run/edge/tls/localhost.crt --only edge)`);
  }
  const bytes = Buffer.from(await first.arrayBuffer());
  const again = await fetch(`${edge}${page}`);
  if (again.headers.get('x-cache-status') !== 'HIT') throw new Error(`${page} is not served from the edge cache (${again.headers.get('x-cache-status')})`);

  // nginx serving the same bytes from disk, with the edge's own worker count and keep-alive.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-bench-static-'));
  fs.chmodSync(dir, 0o755);
  fs.mkdirSync(path.join(dir, 'logs'));
  fs.writeFileSync(path.join(dir, 'page.html'), bytes);
  // What gzip_static serves to a browser: the page compressed once, as nginx's gzip_comp_level 5 would.
  fs.writeFileSync(path.join(dir, 'page.html.gz'), zlib.gzipSync(bytes, { level: 5 }));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/logs/error.log warn;
events { worker_connections 4096; }
http { include /etc/nginx/mime.types; access_log off; sendfile on; tcp_nopush on; keepalive_requests 10000;
  client_body_temp_path ${dir}/t1; proxy_temp_path ${dir}/t2; fastcgi_temp_path ${dir}/t3; uwsgi_temp_path ${dir}/t4; scgi_temp_path ${dir}/t5;
  server { listen 127.0.0.1:${staticPort}; location / { root ${dir}; default_type text/html; gzip_static on; } } }`,
  );
  const server = spawn(nginx, ['-p', dir, '-c', `${dir}/nginx.conf`, '-e', `${dir}/logs/error.log`, '-g', 'daemon off;'], { stdio: 'inherit' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const edgeMaster = listenerOf(new URL(edge).port || 80);
  const edgeRoot = processTable().find((row) => row.pid === edgeMaster);
  // The listener may be a worker: count from its master.
  const edgeTop = edgeRoot?.cmdline.includes('worker') ? edgeRoot.ppid : edgeMaster;
  const storefront = listenerOf(storefrontPort);
  try {
    const rows = [];
    for (const headers of gzip ? [{}, { 'Accept-Encoding': 'gzip' }] : [{}]) {
      const how = headers['Accept-Encoding'] ? ', gzip' : '';
      if (only.includes('edge')) rows.push(measure(`edge (nginx cache) ${page}${how}`, `${edge}${page}`, (row) => row.pid === edgeTop, headers));
      if (only.includes('disk')) rows.push(measure(`nginx from disk, same ${bytes.length} bytes${how}`, `http://127.0.0.1:${staticPort}/page.html`, (row) => row.pid === server.pid, headers));
      if (only.includes('next')) rows.push(measure(`next start :${storefrontPort}${how}`, `http://127.0.0.1:${storefrontPort}${page}`, (row) => row.pid === storefront, headers));
    }
    console.table(rows);
    const ratio = (compressed) => {
      const pick = (prefix) => rows.find((row) => row.name.startsWith(prefix) && row.name.endsWith(', gzip') === compressed);
      const [edgeRow, diskRow] = [pick('edge'), pick('nginx from disk')];
      return edgeRow && diskRow ? `${(edgeRow.reqPerSec / diskRow.reqPerSec).toFixed(2)}×` : '—';
    };
    console.log(`edge / nginx from disk: ${ratio(false)}${gzip ? `, with gzip ${ratio(true)}` : ''}; ${connections} connections, ${seconds} s, ${os.cpus().length} cores`);
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(`[bench:edge] ${error.message}`);
  process.exit(1);
});
