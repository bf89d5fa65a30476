import fc from 'fast-check';

/**
 * What goes wrong in the wild, for routes.fuzz.test.ts: text, numbers and values of the wrong
 * type that break careless parsers, URL text, raw bodies no schema sees as an object, and a way to
 * put one of them into an otherwise plausible body.
 */

const nastyText = fc.oneof(
  fc.string().map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', 'a\u0000', '\uD800', 'a\uDC00b', '\uDBFF\uDBFF', 'x\uD83D', '\uDE00abc'),
  fc.constantFrom('\u202Eevil\u202C', '\u200F\u061Cمرحبا', 'abc\u2066x\u2069', '\uFEFF', '\u2028\u2029', '\u0085'),
  fc.constantFrom('\u0001', '\u001b[31mred', '\r\n', '\t', '\u007f', '\b'),
  fc.constantFrom('x'.repeat(100_000), 'é'.repeat(30_000), '😀'.repeat(5_000), ' '.repeat(5000)),
  fc.constantFrom("' OR 1=1 --", '%00', '../../etc/passwd', '${jndi:x}', '<script>alert(1)</script>', '\\', '"', "''", ''),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(1e308, 5e-324, 1e-7, -1e308, Number.MAX_VALUE, -0, 123.456789, 2 ** 53 + 1, -1, 2 ** 31, 0.1 + 0.2, 1e21),
  fc.double(),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
);
const wrongType = fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { a: 1 }, 0, '', 'true', '1e308', [null], { __proto__: null });
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(nastyText, nastyNumber, wrongType, fc.jsonValue({ maxDepth: 3 }));

/** Query and path text, already URL-encoded (a lone surrogate cannot be; its CESU bytes can). */
export const nastyUrlText = fc.oneof(
  nastyText.map((s) => {
    try {
      return encodeURIComponent(s.slice(0, 3000));
    } catch {
      return '%ED%A0%80';
    }
  }),
  fc.constantFrom('%00', '%ED%A0%80', '%FF', '%C0%AF', '%', '%zz', '1e308', '5e-324', '1e-7', '-1', '-0', 'NaN', 'Infinity', '0x1F', '99999999999999999999', '1.5', '%20', 'x'.repeat(3000)),
);

/** Bodies no schema sees as an object: broken JSON, deep nesting, prototype keys, other media types. */
export const RAW_BODIES: { type: string; payload: string | Buffer }[] = [
  { type: 'application/json', payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}` },
  { type: 'application/json', payload: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}` },
  { type: 'application/json', payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}' },
  { type: 'application/json', payload: '{"constructor":{"prototype":{"polluted":1}}}' },
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
  { type: 'application/json', payload: '"\\ud800"' },
  { type: 'application/json', payload: '1e308' },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'multipart/form-data', payload: 'no boundary here' },
  { type: 'multipart/form-data; boundary=XyZ', payload: '--XyZ\r\nContent-Disposition: form-data; name="reviewTitle"\r\n\r\ntruncated' },
  { type: 'multipart/form-data; boundary=XyZ', payload: '--XyZ\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--XyZ--\r\n' },
  { type: 'application/x-www-form-urlencoded', payload: 'reviewTitle=%00&reviewText=%ED%A0%80&productRating=1e308&__proto__[x]=1' },
  { type: 'text/plain', payload: 'hello' },
];

/** A copy of `value` with the leaf at a random path (or the whole value) replaced. */
export function mutate(value: unknown, pick: number, replacement: unknown): unknown {
  const paths: (string | number)[][] = [[]];
  const walk = (node: unknown, path: (string | number)[]) => {
    if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const next = [...path, Array.isArray(node) ? Number(key) : key];
        paths.push(next);
        walk(child, next);
      }
    }
  };
  walk(value, []);
  const target = paths[pick % paths.length]!;
  if (target.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of target.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[target.at(-1)!] = replacement;
  return copy;
}
