/**
 * Errors that say the database is away rather than that the request was wrong: PostgreSQL ended
 * the connection (an administrator's terminate, a shutdown or crash, SQLSTATE class 08 and 57P0x),
 * the database does not take connections just now (ALLOW_CONNECTIONS false, 55000; too many
 * connections, 53300), the socket broke or could not be opened, or the pool waited too long for a
 * connection. The pool drops such a connection and opens a new one on the next query, so a retry a
 * moment later works: the error plugin answers 503 instead of 500. Drizzle wraps the driver's error,
 * so the causes are looked at too.
 */
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);
const DRIVER_MESSAGES = /^(database ".+" is not currently accepting connections|Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (SQLSTATES.has(code) || code.startsWith('08') || NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true;
  }
  return false;
}
