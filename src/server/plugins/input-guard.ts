import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER_MESSAGE, MALFORMED_UNICODE_MESSAGE, textProblem } from '@/shared/contracts/text';
import { sendFailure } from './errors';

/**
 * A floor under every route's own schema (docs/security.md "Input"): before validation, every
 * string and every key of the body, the query string and the path is checked for what the
 * database cannot store (a NUL byte, other control characters except line breaks and tabs, a
 * lone UTF-16 surrogate), and a body nested deeper than any of ours is refused. The schemas'
 * text helpers (src/shared/contracts/text.ts) are stricter per field; this hook makes sure a
 * value a schema passes through loosely (a record, an ignored field, a form part) still cannot
 * reach a query and fail it with a 500.
 */
export const MAX_INPUT_DEPTH = 32;

interface Problem {
  where: string;
  message: string;
}

function findProblem(root: unknown, context: string): Problem | null {
  const stack: { value: unknown; where: string; depth: number }[] = [{ value: root, where: context, depth: 0 }];
  while (stack.length > 0) {
    const { value, where, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, { multiline: true });
      if (problem) return { where, message: problem === MALFORMED_UNICODE_MESSAGE ? problem : CONTROL_CHARACTER_MESSAGE };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { where, message: `is nested too deeply (more than ${MAX_INPUT_DEPTH} levels)` };
    // Buffers (a multipart file read into memory) are bytes, not text.
    if (Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { where: `${where} key`, message: `field names ${keyProblem}` };
      stack.push({ value: item, where: `${where}.${key}`, depth: depth + 1 });
    }
  }
  return null;
}

export function inputProblem(request: Pick<FastifyRequest, 'body' | 'query' | 'params'>): Problem | null {
  return findProblem(request.params, 'params') ?? findProblem(request.query, 'querystring') ?? findProblem(request.body, 'body');
}

async function inputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    const problem = inputProblem(request);
    if (problem) return sendFailure(request, reply, 400, `${problem.where}: ${problem.message}`);
  });
}

export default fp(inputGuardPlugin, { name: 'input-guard' });
