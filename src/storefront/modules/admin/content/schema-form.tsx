import type { z } from 'zod';
import { DEFAULT_TEXT_LIMIT, TEXT_LIMITS } from '@/shared/content-rules';
import { TextInput } from './banner-editor';
import { blankOf, fieldSchema, itemSchema } from './schema-shape';
import styles from './content-workspace.module.css';

/**
 * A form for any content item, built from its payload and the kind's schema (`CONTENT_SCHEMAS`):
 * texts and links as inputs with their layout limits, numbers as number inputs, lists with
 * add / remove / reorder (a menu's items and their children: the menu tree), objects as groups.
 * "Add" builds a blank item from the schema, so an empty list can grow too.
 */
export interface SchemaFormProps {
  value: unknown;
  onChange: (value: unknown) => void;
  /** The schema of `value`; without it a list can only add items shaped like its first one. */
  schema?: z.ZodType;
  label?: string;
  name?: string;
}

const humanise = (name: string) => name.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());

/** An empty item shaped like `sample`, for "Add" where no schema says better. */
export function emptyLike(sample: unknown): unknown {
  if (Array.isArray(sample)) return [];
  if (sample && typeof sample === 'object') return Object.fromEntries(Object.entries(sample).map(([key, child]) => [key, emptyLike(child)]));
  if (typeof sample === 'number') return 0;
  if (typeof sample === 'boolean') return false;
  return '';
}

export function SchemaForm({ value, onChange, schema, label = 'Content', name = '' }: SchemaFormProps) {
  if (Array.isArray(value)) return <ListField label={label} items={value} itemSchema={itemSchema(schema)} onChange={onChange} />;
  if (value && typeof value === 'object') {
    return (
      <fieldset className={styles.card}>
        <legend>{label}</legend>
        {Object.entries(value as Record<string, unknown>).map(([key, child]) => (
          <SchemaForm key={key} label={`${label === 'Content' ? '' : `${label} › `}${humanise(key)}`} name={key} value={child} schema={fieldSchema(schema, key)} onChange={(next) => onChange({ ...(value as object), [key]: next })} />
        ))}
      </fieldset>
    );
  }
  if (typeof value === 'number') {
    return (
      <div className={styles.field}>
        <label>
          {label}
          <input type="number" value={value} onChange={(event) => onChange(event.target.value === '' ? 0 : Number(event.target.value))} />
        </label>
      </div>
    );
  }
  if (typeof value === 'boolean') {
    return (
      <label className={styles.row}>
        <input type="checkbox" checked={value} onChange={(event) => onChange(event.target.checked)} /> {label}
      </label>
    );
  }
  return <TextInput label={label} value={String(value ?? '')} limit={TEXT_LIMITS[name] ?? (String(value ?? '').length > 200 ? DEFAULT_TEXT_LIMIT : undefined)} onChange={onChange} />;
}

interface ListFieldProps {
  label: string;
  items: unknown[];
  itemSchema: z.ZodType | undefined;
  onChange: (value: unknown) => void;
}

function ListField({ label, items, itemSchema: schema, onChange }: ListFieldProps) {
  const blank = () => (schema ? blankOf(schema) : emptyLike(items[0]));
  const move = (index: number, by: number) => {
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(index + by, 0, moved);
    onChange(next);
  };
  return (
    <fieldset className={styles.card}>
      <legend>{label}</legend>
      {items.map((item, index) => (
        <div key={index} className={styles.listItem}>
          <SchemaForm label={`${label} ${index + 1}`} value={item} schema={schema} onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))} />
          <div className={styles.row}>
            <button type="button" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`Move ${label} ${index + 1} up`}>
              ↑
            </button>
            <button type="button" disabled={index === items.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${label} ${index + 1} down`}>
              ↓
            </button>
            <button type="button" onClick={() => onChange(items.filter((_item, at) => at !== index))} aria-label={`Remove ${label} ${index + 1}`}>
              Remove
            </button>
          </div>
        </div>
      ))}
      <button type="button" disabled={!schema && items.length === 0} title={!schema && items.length === 0 ? 'Nothing to copy the shape from' : undefined} onClick={() => onChange([...items, blank()])}>
        Add to {label.toLowerCase()}
      </button>
    </fieldset>
  );
}
