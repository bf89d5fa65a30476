/**
 * One measured scenario of `npm run bench`: an autocannon run beside the server process's CPU time
 * (utime + stime from /proc/<pid>/stat, read before and after), so each row carries CPU
 * milliseconds per request, which is steadier than req/s on a shared machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/** CPU milliseconds the process has used so far, or null where /proc is not there. */
export function cpuMilliseconds(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

export function runAutocannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Runs autocannon with `options` while watching the CPU of `pids` (the services processes).
 * `count` overrides the number of requests (a fixed-amount run counts what succeeded).
 */
export async function measured(name, pids, options, extra = {}) {
  const before = pids.map(cpuMilliseconds);
  const load = os.loadavg()[0];
  const started = Date.now();
  const result = await runAutocannon(options);
  const elapsedSeconds = (Date.now() - started) / 1000;
  const after = pids.map(cpuMilliseconds);
  const cpu = before.every((value) => value !== null) ? after.reduce((sum, value, index) => sum + value - before[index], 0) : null;
  const requests = result.requests.total;
  return {
    name,
    requestsPerSecond: extra.requestsPerSecond ?? Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerRequest: cpu === null || requests === 0 ? null : Math.round((cpu / requests) * 100) / 100,
    requests,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    load: Math.round(load * 10) / 10,
    seconds: Math.round(elapsedSeconds * 10) / 10,
    ...extra,
  };
}
