/**
 * Stories only: the docs pages' API tables, read from `custom-elements.json`.
 *
 * Storybook's own reader keys every row by its name, so a CSS part named as an attribute
 * (`<patience-game>`'s `guide` part and `guide` attribute) replaced the attribute's row, and the
 * default slot (no name) had no row. This reader keys parts and slots apart, so every attribute,
 * property, event, slot, CSS part and custom property of the manifest has its row; rows that no
 * control can set (parts, slots, events, read-only properties) get no control.
 */
import type { ArgTypes } from '@storybook/web-components-vite';
import { expect } from 'storybook/test';
import manifest from '../../custom-elements.json';

interface Item {
  name: string;
  kind?: string;
  description?: string;
  type?: { text?: string };
  default?: string;
  privacy?: string;
  static?: boolean;
  readonly?: boolean;
  fieldName?: string;
}

interface Declaration {
  tagName?: string;
  members?: Item[];
  attributes?: Item[];
  events?: Item[];
  slots?: Item[];
  cssParts?: Item[];
  cssProperties?: Item[];
}

/** The manifest's declaration of an element. */
export function declarationOf(tag: string): Declaration | undefined {
  for (const mod of (manifest as { modules: { declarations?: Declaration[] }[] }).modules)
    for (const d of mod.declarations ?? []) if (d.tagName === tag) return d;
  return undefined;
}

/** The public instance fields of a declaration (what a page reads or sets as a property). */
export const publicFields = (d: Declaration): Item[] =>
  (d.members ?? []).filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public');

const row = (item: Item, category: string, control: boolean, typeText = item.type?.text) => ({
  name: item.name,
  description: item.description,
  type: { name: (typeText ?? 'other') as never, required: false },
  ...(control ? {} : { control: false as const }),
  table: { category, type: { summary: typeText }, defaultValue: item.default === undefined ? undefined : { summary: item.default } },
});

/** The event's action arg, as Storybook names it: `patience-deal` → `onPatienceDeal`. */
export const actionArg = (event: string): string => 'on' + event.replace(/(^|-)(.)/g, (_m, _s, c: string) => c.toUpperCase());

/** Every row of an element's API table, from the manifest. */
export function extractArgTypes(tag: string): ArgTypes | null {
  const d = declarationOf(tag);
  if (!d) return null;
  const types: ArgTypes = {};
  for (const m of publicFields(d)) types[m.name] = row(m, 'properties', !m.readonly);
  for (const a of d.attributes ?? []) types[a.name] = row(a, 'attributes', true);
  for (const e of d.events ?? []) {
    types[actionArg(e.name)] = { name: actionArg(e.name), action: e.name, table: { disable: true } };
    types[e.name] = row(e, 'events', false);
  }
  for (const s of d.slots ?? [])
    types[`slot:${s.name}`] = { ...row(s, 'slots', false, 'HTML'), name: s.name === '' ? '(default)' : s.name };
  for (const p of d.cssProperties ?? []) types[p.name] = row(p, 'css custom properties', false);
  for (const p of d.cssParts ?? []) types[`part:${p.name}`] = row(p, 'css shadow parts', false);
  return types;
}

type Shown = { name?: string; table?: { disable?: boolean; category?: string } };

/**
 * Checks a story's argTypes (its docs page's table): every attribute, property, event, slot, CSS
 * part and custom property of the manifest has a row of its category that is not hidden. A property
 * that reflects an attribute of another name (`autoPlay`, `auto-play`) may be shown as that attribute.
 */
export function expectEveryApiRow(tag: string, argTypes: Record<string, Shown>): void {
  const d = declarationOf(tag)!;
  const shown = Object.values(argTypes).filter((t) => !t.table?.disable);
  const has = (name: string, category: string) => shown.some((t) => t.name === name && t.table?.category === category);
  const missing: string[] = [];
  for (const a of d.attributes ?? []) if (!has(a.name, 'attributes')) missing.push(`attribute ${a.name}`);
  for (const m of publicFields(d)) {
    const attr = (d.attributes ?? []).find((a) => a.fieldName === m.name || a.name === m.name);
    if (!has(m.name, 'properties') && !(attr && has(attr.name, 'attributes'))) missing.push(`property ${m.name}`);
  }
  for (const e of d.events ?? []) if (!has(e.name, 'events')) missing.push(`event ${e.name}`);
  for (const s of d.slots ?? []) if (!has(s.name === '' ? '(default)' : s.name, 'slots')) missing.push(`slot ${s.name || '(default)'}`);
  for (const p of d.cssParts ?? []) if (!has(p.name, 'css shadow parts')) missing.push(`part ${p.name}`);
  for (const p of d.cssProperties ?? []) if (!has(p.name, 'css custom properties')) missing.push(`custom property ${p.name}`);
  expect(missing).toEqual([]);
}
