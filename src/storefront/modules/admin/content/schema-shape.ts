import type { z } from 'zod';

/**
 * What the generic content form needs from a kind's zod schema (`CONTENT_SCHEMAS`): the schema of a
 * field or of a list's items, and a blank item to add, so a list can grow from empty (a store with no
 * footer columns yet, a menu item without children). Read from zod 4's definitions (`_zod.def`),
 * without the zod runtime. A schema this does not know (a union of shapes) yields undefined, and the
 * form falls back to the shape of the list's first item.
 */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under its wrappers (optional, default, nullable, a pipe's input). */
function core(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** The schema of an object's field, or undefined. */
export function fieldSchema(schema: z.ZodType | undefined, field: string): z.ZodType | undefined {
  return schema ? defOf(core(schema)).shape?.[field] : undefined;
}

/** The schema of a list's items, or undefined. */
export function itemSchema(schema: z.ZodType | undefined): z.ZodType | undefined {
  const def = schema ? defOf(core(schema)) : undefined;
  return def?.type === 'array' ? def.element : undefined;
}

/** A blank value the schema accepts in shape: '' for texts, 0, false, the first choice, lists at their minimum length; optional fields left out. */
export function blankOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  if (def.type === 'optional') return undefined;
  if (WRAPPERS.has(def.type) && def.innerType) return blankOf(def.innerType);
  switch (def.type) {
    case 'pipe':
      return def.in ? blankOf(def.in) : undefined;
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {})
          .map(([key, child]) => [key, blankOf(child)] as const)
          .filter(([, value]) => value !== undefined),
      );
    case 'array': {
      // A list that must hold items (a section's paragraphs) starts with as many blank ones.
      const minimum = def.checks?.find((check) => check._zod.def.check === 'min_length')?._zod.def.minimum ?? 0;
      return def.element ? Array.from({ length: minimum }, () => blankOf(def.element!)) : [];
    }
    case 'record':
      return {};
    case 'number':
    case 'int':
      return 0;
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries ?? {})[0] ?? '';
    case 'literal':
      return def.values?.[0];
    case 'union':
      return def.options?.[0] ? blankOf(def.options[0]) : undefined;
    default:
      return '';
  }
}
