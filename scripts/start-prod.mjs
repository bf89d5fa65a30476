/**
 * `npm run start:prod`: the production topology on one machine, from this clone (docs/edge.md).
 *
 *   services ×M (API_PORT, API_PORT+1, …)   one database: PostgreSQL (DATABASE_URL) for M > 1
 *   storefront ×N (PORT+1, PORT+2, …)       one ISR cache: Redis (REDIS_URL) for N > 1
 *   edge: nginx on PORT                      cache, compression, static files, limits, balancing
 *
 * STOREFRONTS and SERVICES set N and M (defaults: 2 each when Redis and PostgreSQL are set,
 * otherwise 1). The embedded database (PGlite) cannot be opened by two processes, so without
 * DATABASE_URL there is one services process. Without nginx installed it starts the plain pair of
 * `npm start` (one storefront on PORT, one services process) and says so.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, needsBuild } from './build.mjs';
import { buildIdOf, edgeTls, findNginx, markPageCache, startEdge } from './edge.mjs';
import { loadSettings, nextBin, nodeBin, root, startProcess, startServices, stopAll, waitFor } from './lib.mjs';

function count(value, fallback, name) {
  const number = value === undefined || value === '' ? fallback : Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 16) throw new Error(`${name} must be a whole number from 1 to 16, got "${value}"`);
  return number;
}

/**
 * The certificates the processes trust beyond the system's: the edge's self-signed one, and the
 * operator's own NODE_EXTRA_CA_CERTS when there is one (Node reads one file: both go into it).
 */
function trustedCertificates(edgeCertificate, own, runDir) {
  if (!own) return edgeCertificate;
  const bundle = path.join(runDir, 'tls', 'trusted.pem');
  fs.writeFileSync(bundle, `${fs.readFileSync(own, 'utf8').trimEnd()}\n${fs.readFileSync(edgeCertificate, 'utf8')}`);
  return bundle;
}

/** The topology and every process's settings, from the environment; throws naming a bad setting. */
export function productionTopology(base = loadSettings()) {
  const nginx = base.EDGE === 'off' ? null : findNginx(base);
  const storefronts = nginx ? count(base.STOREFRONTS, base.REDIS_URL ? 2 : 1, 'STOREFRONTS') : 1;
  const services = nginx ? count(base.SERVICES, base.DATABASE_URL ? 2 : 1, 'SERVICES') : 1;
  if (storefronts > 1 && !base.REDIS_URL) throw new Error('STOREFRONTS > 1 needs REDIS_URL: the storefronts share one ISR cache in Redis');
  if (services > 1 && !base.DATABASE_URL) throw new Error('SERVICES > 1 needs DATABASE_URL: the embedded database (PGlite) opens in one process only');
  const edgePort = Number(base.PORT);
  const apiPort = Number(base.API_PORT);
  const runDir = path.resolve(base.EDGE_RUN_DIR || path.join(root, 'run', 'edge'));
  // The machine's own address of the edge (health checks, the storefront's refresh): plain HTTP.
  const local = `http://localhost:${edgePort}`;
  const tls = nginx ? edgeTls(base, runDir) : null;
  if (tls && !tls.selfSigned && !base.SITE_URL) throw new Error('EDGE_TLS_CERT needs SITE_URL: the https:// address the certificate names');
  // What shoppers and the processes use: the HTTPS address when the edge has one (docs/edge.md, "HTTPS and HTTP/2").
  const origin = tls ? (base.SITE_URL ? new URL(base.SITE_URL).origin : `https://localhost:${tls.port}`) : local;
  const storefrontPorts = nginx ? Array.from({ length: storefronts }, (_, index) => edgePort + 1 + index) : [edgePort];
  const servicesPorts = Array.from({ length: services }, (_, index) => apiPort + index);
  const servicesUrl = nginx ? `${origin}/svc/` : `http://localhost:${apiPort}/`;
  const env = {
    ...base,
    NEXT_DIST_DIR: base.NEXT_DIST_DIR || '.next-prod',
    STORE_API_URL: servicesUrl,
    COMMERCE_API_URL: servicesUrl,
    ACCOUNT_API_URL: `${servicesUrl}account/`,
    STOREFRONT_URL: origin,
    SITE_URL: base.SITE_URL || origin,
    // The services believe X-Forwarded-For from the edge alone (it connects from the loopback).
    ...(nginx ? { TRUST_PROXY: base.TRUST_PROXY || '127.0.0.1', EDGE_URL: base.EDGE_URL || `http://127.0.0.1:${edgePort}` } : {}),
    // The storefronts and services call the edge's HTTPS address: they trust its self-signed certificate.
    ...(tls?.selfSigned ? { NODE_EXTRA_CA_CERTS: trustedCertificates(tls.cert, base.NODE_EXTRA_CA_CERTS, runDir) } : {}),
  };
  return { nginx, tls, env, origin, local, storefrontPorts, servicesPorts, runDir };
}

/** Starts everything; resolves with the topology once the edge (or the plain storefront) answers. */
export async function startProduction(topology = productionTopology()) {
  const { nginx, env, local, storefrontPorts, servicesPorts } = topology;
  const children = [];
  // The first services process migrates and seeds; the others start on the finished database.
  const [first, ...others] = servicesPorts;
  const servicesOn = (port) => {
    const child = startServices({ ...env, API_PORT: String(port) });
    children.push(child);
    return waitFor(`http://localhost:${port}/readyz`, { process: child, timeoutMs: 300_000 });
  };
  await servicesOn(first);
  await Promise.all(others.map(servicesOn));

  // The edge keeps its page cache across a restart of the same build (docs/edge.md, "after a restart").
  const building = needsBuild(env);
  if (nginx) {
    const edge = startEdge(env, { storefrontPorts, servicesPorts, runDir: topology.runDir, tls: topology.tls, buildId: building ? null : buildIdOf(env) }).child;
    children.push(edge);
    // The build reads content through the edge, as the storefronts will.
    await waitFor(`${local}/svc/readyz`, { process: edge, timeoutMs: 30_000 });
  }
  if (building) {
    console.log('[start:prod] building the storefront; this happens once per change of settings');
    await build(env, nginx ? { readyUrl: `${local}/svc/readyz` } : {});
  }
  const builtId = buildIdOf(env);
  if (nginx && builtId) markPageCache(topology.runDir, builtId);
  const storefrontsUp = storefrontPorts.map((port) => {
    const child = startProcess(`storefront:${port}`, nodeBin, [nextBin, 'start', '-p', String(port)], { ...env, PORT: String(port) });
    children.push(child);
    return waitFor(`http://localhost:${port}/api/healthz`, { process: child, timeoutMs: 120_000 });
  });
  await Promise.all(storefrontsUp);
  if (nginx) await waitFor(`${local}/api/healthz`, { timeoutMs: 30_000 });
  return { ...topology, children };
}

async function main() {
  const topology = productionTopology();
  const { nginx, tls, env, origin, storefrontPorts, servicesPorts, children } = await startProduction(topology);
  console.log('');
  if (nginx) {
    console.log(`  Store       ${origin}/in-en   (edge: nginx, configuration in ${path.join(topology.runDir, 'nginx.conf')})`);
    if (tls) console.log(`  HTTPS       HTTP/2 on ${tls.port}, ${tls.selfSigned ? `a self-signed certificate for localhost (${tls.cert}): for this machine only` : tls.cert}; plain HTTP on ${env.PORT} moves to it`);
    console.log(`  Storefront  ${storefrontPorts.length} × next start on ${storefrontPorts.join(', ')}${env.REDIS_URL ? ', one ISR cache in Redis' : ''}`);
    console.log(`  Services    ${servicesPorts.length} × on ${servicesPorts.join(', ')}, reached at ${env.STORE_API_URL}`);
  } else {
    console.log('  nginx is not installed (apt-get install nginx-light): the plain pair of `npm start` runs, no edge.');
    console.log(`  Storefront  ${origin}/in-en      Services  ${env.STORE_API_URL}`);
  }
  console.log('');
  // One process ending ends the store.
  await Promise.race(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
  stopAll();
  process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`[start:prod] ${error.message}`);
    stopAll();
    process.exit(1);
  });
}
