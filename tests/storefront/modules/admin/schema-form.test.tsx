// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { EDITABLE_KINDS } from '@/shared/content-rules';
import { CONTENT_SCHEMAS } from '@/shared/contracts/content';
import { SchemaForm } from '@/storefront/modules/admin/content/schema-form';
import { blankOf, fieldSchema, itemSchema } from '@/storefront/modules/admin/content/schema-shape';

afterEach(cleanup);

/** Every list in a schema, with the path to it (`footerColumns[].links`). */
function listsOf(schema: z.ZodType, path = ''): { path: string; item: z.ZodType }[] {
  const item = itemSchema(schema);
  if (item) return [{ path: path || '(top)', item }, ...listsOf(item, `${path}[]`)];
  const blank = blankOf(schema);
  if (!blank || typeof blank !== 'object') return [];
  return Object.keys(blank).flatMap((key) => listsOf(fieldSchema(schema, key)!, path ? `${path}.${key}` : key));
}

/** Every array inside a value, with its path. */
function arraysIn(value: unknown, path = ''): [string, unknown[]][] {
  if (Array.isArray(value)) return [[path || '(top)', value], ...value.flatMap((entry, index) => arraysIn(entry, `${path}[${index}]`))];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => arraysIn(child, path ? `${path}.${key}` : key));
  return [];
}

let latest: unknown;
function Harness({ kind, start }: { kind: (typeof EDITABLE_KINDS)[number]; start: unknown }) {
  const [value, setValue] = useState(start);
  latest = value;
  return <SchemaForm value={value} schema={CONTENT_SCHEMAS[kind]} onChange={setValue} />;
}

const LISTED_KINDS = EDITABLE_KINDS.filter((kind) => kind !== 'siteSettings' && kind !== 'productCartSettings');
const enabled = (button: HTMLElement) => !(button as HTMLButtonElement).disabled;
const addButtons = () => screen.queryAllByRole('button', { name: /^Add to / });

describe('the schema-built content form', () => {
  it('finds the lists of every kind but the two flat settings', () => {
    expect(EDITABLE_KINDS.filter((kind) => listsOf(CONTENT_SCHEMAS[kind]).length === 0)).toEqual(['siteSettings', 'productCartSettings']);
  });

  it.each(EDITABLE_KINDS)('%s: a blank item of every list is what the schema accepts', (kind) => {
    const schema = CONTENT_SCHEMAS[kind];
    expect(schema.safeParse(blankOf(schema)).success).toBe(true);
    const lists = listsOf(schema);
    for (const list of lists) expect(list.item.safeParse(blankOf(list.item)).success, `${kind} ${list.path}`).toBe(true);
  });

  it.each(LISTED_KINDS)('%s: adds to every list, nested lists too, starting from empty ones', (kind) => {
    const schema = CONTENT_SCHEMAS[kind];
    render(<Harness kind={kind} start={blankOf(schema)} />);
    expect(arraysIn(latest).every(([path, list]) => list.length === 0 || path.endsWith('paragraphs'))).toBe(true);
    const clicked = new Set<string>();
    // Nested lists appear once their parent has an item: click every new "Add" until none is left.
    for (let pass = 0; pass < 5; pass += 1) {
      const fresh = addButtons().filter((button) => !clicked.has(button.textContent!));
      if (fresh.length === 0) break;
      for (const button of fresh) {
        expect(enabled(button)).toBe(true);
        clicked.add(button.textContent!);
        fireEvent.click(button);
      }
    }
    const arrays = arraysIn(latest);
    expect(arrays.length).toBeGreaterThanOrEqual(listsOf(schema).length);
    for (const [path, list] of arrays) expect(list.length, `${kind} ${path}`).toBeGreaterThan(0);
    expect(schema.safeParse(latest).success).toBe(true);
  });

  it('removes and reorders the items of a list (a menu and its children)', () => {
    render(<Harness kind="menu" start={{ items: [] }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to items' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to items' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Items 1 › Label' }), { target: { value: 'Rings' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Items 2 › Label' }), { target: { value: 'Bangles' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to items 2 › children' }));
    expect(latest).toEqual({ items: [{ label: 'Rings', href: '', children: [] }, { label: 'Bangles', href: '', children: [{ label: '', href: '' }] }] });

    expect(enabled(screen.getByRole('button', { name: 'Move Items 1 up' }))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Move Items 1 down' }));
    expect((latest as { items: { label: string }[] }).items.map((item) => item.label)).toEqual(['Bangles', 'Rings']);
    expect(enabled(screen.getByRole('button', { name: 'Move Items 2 down' }))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Items 1 › Children 1' }));
    expect((latest as { items: { children: unknown[] }[] }).items[0]!.children).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Items 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Items 1' }));
    expect(latest).toEqual({ items: [] });
    // Empty again, and it can still grow.
    fireEvent.click(screen.getByRole('button', { name: 'Add to items' }));
    expect((latest as { items: unknown[] }).items).toHaveLength(1);
  });

  it('without a schema, adds only items shaped like the first one', () => {
    render(<SchemaForm value={[]} onChange={() => undefined} label="Links" />);
    expect(enabled(screen.getByRole('button', { name: 'Add to links' }))).toBe(false);
  });
});
