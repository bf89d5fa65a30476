import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];

export interface SerializerOptions {
  /**
   * Serialise every answer both ways and throw when the texts differ (the tests set it, so the
   * whole suite checks the compiled serialisers against zod's; production does not pay for it).
   */
  verify?: boolean;
}

/**
 * Response serialisers compiled once per route and status from the same zod schemas (issue 14):
 * zod's JSON schema of the output goes to fast-json-stringify, which writes the known fields in
 * schema order without checking every value again on the way out (the types guarantee them; zod
 * still checks every input). A schema zod cannot express as JSON schema keeps zod's serialiser.
 */
export function createSerializerCompiler({ verify = false }: SerializerOptions = {}) {
  return (route: SerializerCompiler) => {
    const checked = zodSerializerCompiler(route);
    const compiled = compile(route.schema);
    if (!compiled) return checked;
    if (!verify) return compiled;
    return (data: unknown) => {
      const text = compiled(data);
      const expected = checked(data);
      // The same JSON value; key order may differ where a schema keeps unknown keys (zod writes them as they came).
      if (text !== expected && !isDeepStrictEqual(JSON.parse(text), JSON.parse(expected))) {
        let at = 0;
        while (text[at] === expected[at]) at += 1;
        throw new Error(`The compiled serialiser of ${route.method} ${route.url} wrote …${text.slice(Math.max(0, at - 80), at + 120)} where zod wrote …${expected.slice(Math.max(0, at - 80), at + 120)}`);
      }
      return text;
    };
  };
}

function compile(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}

