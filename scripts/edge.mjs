/**
 * The production edge (docs/edge.md): renders deploy/nginx.conf.template for a topology and starts
 * Debian's nginx on it, unprivileged, with pid, logs, temp files and the page cache in a run folder.
 *
 *   node scripts/edge.mjs --print      the configuration for the settings in .env / the environment
 *
 * Settings (all optional): EDGE_LISTEN (default PORT), EDGE_RUN_DIR (default run/edge), EDGE_WORKERS,
 * EDGE_UNLIMITED (addresses without rate limits, default the loopback), EDGE_PAGE_RATE,
 * EDGE_API_RATE, EDGE_CACHE_MAX_SIZE, STOREFRONT_PORTS and SERVICES_PORTS (comma separated),
 * REVALIDATE_SECRET (also allows the storefront's refresh of a revalidated page), EDGE_TLS_PORT with
 * EDGE_TLS_CERT and EDGE_TLS_KEY (HTTPS and HTTP/2; see edgeTls).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { distDir, loadSettings, root, startProcess } from './lib.mjs';

const TEMPLATE = path.join(root, 'deploy', 'nginx.conf.template');
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
/** Debian's dynamic brotli modules (libnginx-mod-http-brotli-*); nginx-light has none built in. */
const BROTLI_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'];
const DEVELOPMENT_REVALIDATE_SECRET = 'development-revalidate-secret';

/** The nginx binary, or null when none is installed (EDGE_NGINX names another one). */
export function findNginx(env = process.env) {
  const candidates = env.EDGE_NGINX ? [env.EDGE_NGINX] : NGINX_CANDIDATES;
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** The secret that lets the storefront replace a cached page: the revalidation secret. */
export function refreshSecret(env) {
  const secret = env.REVALIDATE_SECRET || (env.APP_ENV === 'production' ? '' : DEVELOPMENT_REVALIDATE_SECRET);
  if (!secret) throw new Error('REVALIDATE_SECRET must be set in production: the edge and the storefront share it');
  if (!/^[\x21-\x7e]+$/.test(secret) || /["\\$;{}]/.test(secret)) throw new Error('REVALIDATE_SECRET: use letters, digits and punctuation other than " \\ $ ; { }');
  // The edge's map holds it (deploy/nginx.conf.template, map_hash_bucket_size).
  if (secret.length > 200) throw new Error(`REVALIDATE_SECRET: use at most 200 characters (it has ${secret.length})`);
  return secret;
}

const port = (value, name) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 65_535) throw new Error(`${name} must be a port number, got "${value}"`);
  return number;
};

/**
 * HTTPS and HTTP/2 at the edge (docs/edge.md, "HTTPS and HTTP/2"), or null when EDGE_TLS_PORT is
 * not set. EDGE_TLS_CERT and EDGE_TLS_KEY name the certificate chain and its key (PEM files, e.g.
 * Let's Encrypt's fullchain.pem and privkey.pem). Without them the edge makes a self-signed
 * certificate for localhost once, in the run folder (openssl, valid a year, made again when it has
 * less than a day left): for trying the topology on one machine, where the processes that call the
 * edge are told to trust it (NODE_EXTRA_CA_CERTS), never for shoppers.
 */
export function edgeTls(env, runDir) {
  if (!env.EDGE_TLS_PORT) return null;
  const tlsPort = port(env.EDGE_TLS_PORT, 'EDGE_TLS_PORT');
  const plainPort = String(env.EDGE_LISTEN || env.PORT || '3000').split(':').pop();
  if (String(tlsPort) === plainPort) throw new Error(`EDGE_TLS_PORT (${tlsPort}) must differ from the plain port (PORT or EDGE_LISTEN)`);
  if (env.EDGE_TLS_CERT || env.EDGE_TLS_KEY) {
    if (!env.EDGE_TLS_CERT || !env.EDGE_TLS_KEY) throw new Error('EDGE_TLS_CERT and EDGE_TLS_KEY go together: the certificate chain and its key');
    for (const name of ['EDGE_TLS_CERT', 'EDGE_TLS_KEY']) if (!fs.existsSync(env[name])) throw new Error(`${name}: no file at ${env[name]}`);
    return { port: tlsPort, cert: path.resolve(env.EDGE_TLS_CERT), key: path.resolve(env.EDGE_TLS_KEY), selfSigned: false };
  }
  fs.mkdirSync(path.resolve(runDir), { recursive: true });
  const folder = path.join(path.resolve(runDir), 'tls');
  const cert = path.join(folder, 'localhost.crt');
  const key = path.join(folder, 'localhost.key');
  const valid = fs.existsSync(cert) && fs.existsSync(key) && spawnSync('openssl', ['x509', '-checkend', '86400', '-noout', '-in', cert]).status === 0;
  if (!valid) {
    fs.mkdirSync(folder, { mode: 0o700, recursive: true });
    const made = spawnSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '365', '-keyout', key, '-out', cert, '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1'],
      { encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`openssl could not make a certificate for localhost (set EDGE_TLS_CERT and EDGE_TLS_KEY): ${made.stderr || made.error}`);
  }
  return { port: tlsPort, cert, key, selfSigned: true };
}

/** The `listen` lines of the store's server block: plain HTTP, and HTTPS with HTTP/2 when TLS is on. */
function listenLines(listen, tls) {
  const plain = `        listen ${listen} reuseport;`;
  if (!tls) return plain;
  return [
    plain,
    // `listen … http2` is Debian 12's nginx (1.22); nginx 1.25.1 and later also take `http2 on;`.
    `        listen ${tls.port} ssl http2 reuseport;`,
    `        ssl_certificate ${tls.cert};`,
    `        ssl_certificate_key ${tls.key};`,
    '        ssl_protocols TLSv1.2 TLSv1.3;',
    '        ssl_session_cache shared:edge_tls:10m;',
    '        ssl_session_timeout 1d;',
    '        # Plain HTTP moves to HTTPS, but for health checks and the refresh ($edge_to_https).',
    `        if ($edge_to_https) { return 308 https://$host${tls.port === 443 ? '' : `:${tls.port}`}$request_uri; }`,
  ].join('\n');
}

/** Values of the template's {{NAMES}} for a topology (its `tls` when already worked out, else edgeTls's). */
export function edgeValues(env, { storefrontPorts, servicesPorts, runDir, tls: known }) {
  if (storefrontPorts.length === 0) throw new Error('STOREFRONT_PORTS: at least one storefront port');
  if (servicesPorts.length === 0) throw new Error('SERVICES_PORTS: at least one services port');
  const tls = known === undefined ? edgeTls(env, runDir) : known;
  const brotli = BROTLI_MODULES.every((file) => fs.existsSync(file));
  const server = (port) => `        server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`;
  const uploadBytes = Number(env.UPLOAD_MAX_BYTES || 5_242_880);
  return {
    LOAD_MODULES: brotli ? BROTLI_MODULES.map((file) => `load_module ${file};`).join('\n') : '# brotli: no module installed (apt-get install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)',
    BROTLI: brotli
      ? '    brotli on;\n    brotli_comp_level 5;\n    brotli_min_length 1024;\n    brotli_types text/plain text/css text/xml application/javascript application/json application/xml image/svg+xml;'
      : '',
    WORKERS: env.EDGE_WORKERS || 'auto',
    RUN_DIR: runDir,
    MIME_TYPES: env.EDGE_MIME_TYPES || '/etc/nginx/mime.types',
    LISTEN: listenLines(env.EDGE_LISTEN || env.PORT || '3000', tls),
    TLS_REDIRECT: tls ? '1' : '0',
    SERVER_NAME: env.EDGE_SERVER_NAME || '_',
    UNLIMITED: list(env.EDGE_UNLIMITED ?? '127.0.0.1,::1')
      .map((address) => `        ${address} 1;`)
      .join('\n'),
    PAGE_RATE: env.EDGE_PAGE_RATE || '20r/s',
    PAGE_BURST: env.EDGE_PAGE_BURST || '60',
    API_RATE: env.EDGE_API_RATE || '10r/s',
    API_BURST: env.EDGE_API_BURST || '30',
    CACHE_MAX_SIZE: env.EDGE_CACHE_MAX_SIZE || '1g',
    UPLOAD_MAX: `${Math.ceil(uploadBytes / 1_048_576) + 1}m`,
    REFRESH_SECRET: refreshSecret(env),
    STOREFRONT_SERVERS: storefrontPorts.map(server).join('\n'),
    SERVICES_SERVERS: servicesPorts.map(server).join('\n'),
    DIST_DIR: distDir(env),
    PUBLIC_DIR: path.join(root, 'public'),
  };
}

/** The template with every {{NAME}} filled; an unknown name is an error, never left in. */
export function renderEdgeConfig(values, template = fs.readFileSync(TEMPLATE, 'utf8')) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf.template names {{${name}}}, which has no value`);
    return String(values[name]);
  });
}

const CACHE_BUILD_FILE = 'cache-build-id';

/**
 * The page cache survives a restart of the same build, so the pages cached before are served at
 * once (nginx reads the cache folder from disk while its cache loader catches up), and is emptied
 * for any other build or an unknown one (`buildId` null: a build is about to be made): pages
 * cached from an earlier build name chunks the new build no longer has (docs/edge.md, "a new
 * build", "after a restart"). Returns whether the cache was kept.
 */
export function keepPageCache(runDir, buildId) {
  const stamp = path.join(runDir, CACHE_BUILD_FILE);
  const kept = Boolean(buildId) && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === buildId;
  if (!kept) {
    fs.rmSync(path.join(runDir, 'cache'), { recursive: true, force: true });
    fs.rmSync(stamp, { force: true });
  }
  return kept;
}

/** Records the build the page cache holds pages of (called once that build serves). */
export function markPageCache(runDir, buildId) {
  fs.mkdirSync(runDir, { recursive: true });
  fs.writeFileSync(path.join(runDir, CACHE_BUILD_FILE), buildId);
}

/** The BUILD_ID of the build in the env's dist dir, or null when there is none. */
export function buildIdOf(env) {
  try {
    return fs.readFileSync(path.join(distDir(env), 'BUILD_ID'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** Writes the configuration into the run folder (with its logs, temp and cache folders) and checks it with `nginx -t`. */
export function prepareEdge(env, topology) {
  const nginx = findNginx(env);
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const runDir = path.resolve(topology.runDir);
  keepPageCache(runDir, topology.buildId ?? null);
  for (const folder of ['logs', 'temp', 'cache']) fs.mkdirSync(path.join(runDir, folder), { recursive: true, mode: 0o755 });
  // Started as root, nginx runs its workers as nobody: they must reach the cache and temp folders.
  if (process.getuid?.() === 0) fs.chmodSync(runDir, 0o755);
  const conf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(conf, renderEdgeConfig(edgeValues(env, { ...topology, runDir })));
  const args = ['-p', runDir, '-c', conf, '-e', path.join(runDir, 'logs', 'error.log')];
  const check = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused ${conf}: ${check.stderr.trim()}`);
  return { nginx, args: [...args, '-g', 'daemon off;'], conf, runDir };
}

/** Starts nginx in the foreground as a child (it stops with the other children). */
export function startEdge(env, topology) {
  const { nginx, args, conf } = prepareEdge(env, topology);
  return { child: startProcess('edge', nginx, args, env), conf };
}

if (import.meta.url === `file://${process.argv[1]}` && process.argv.includes('--print')) {
  const env = loadSettings();
  const runDir = path.resolve(env.EDGE_RUN_DIR || path.join(root, 'run', 'edge'));
  const storefrontPorts = list(env.STOREFRONT_PORTS || String(Number(env.PORT) + 1));
  const servicesPorts = list(env.SERVICES_PORTS || env.API_PORT);
  process.stdout.write(renderEdgeConfig(edgeValues(env, { storefrontPorts, servicesPorts, runDir })));
}
