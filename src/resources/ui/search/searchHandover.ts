import type { FieldSpec } from '../../defineResource';
import { filterKeys, formValuesOf } from './searchLayout';

/**
 * What the light search fields (./SearchFieldsLight.tsx) hand to the real ones (./SearchFields.tsx)
 * when their code arrives (docs/decisions/330-search-form-on-demand.md): the focused field with its
 * caret, and a select the operator pressed or opened by key meanwhile. The typed text goes as the
 * real form's starting values (`seedOf`).
 */
export interface Handover {
  focus?: { key: string; start: number | null; end: number | null; direction: 'forward' | 'backward' | 'none' | null };
  /** `via`: 'pointer' for a press, else the key that asked for the list (Enter, Space, arrows). */
  open?: { key: string; via: string };
}

/** Light fields drawn as MUI draws them: text-like inputs and selects. Other kinds need the real form to show. */
const LIGHT_KINDS: ReadonlySet<FieldSpec['kind']> = new Set(['text', 'textarea', 'number', 'money', 'enum', 'status', 'reference']);

/**
 * Whether the light form can draw a field like the real one: a date range, a date, a switch or a
 * multi-select draws as a placeholder and asks for the real form at once; so does a reference
 * whose options depend on another field.
 */
export function drawnLight(field: FieldSpec): boolean {
  if (!LIGHT_KINDS.has(field.kind)) return false;
  return field.kind !== 'reference' || Object.keys(field.reference?.params ?? {}).length === 0;
}

/** A light field's text as the real input's value: empty is null (as react-admin parses it), a number input's text a number when it is one. */
export function valueOfText(field: FieldSpec, text: string): unknown {
  if (text === '') return null;
  if (field.kind !== 'number' && field.kind !== 'money') return text;
  const number = Number(text);
  // "1." or "-" stay text, so nothing typed is lost (react-admin's NumberInput shows them as they are).
  return Number.isFinite(number) && String(number) === text ? number : text;
}

/** A filter value as a light text field shows it (react-admin's inputs show null as empty). */
export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The real form's starting values: the URL's filter (every input key present, as `formValuesOf`)
 * with what was typed into the light fields over it.
 */
export function seedOf(
  current: Readonly<Record<string, unknown>>,
  typed: Readonly<Record<string, string>>,
  fields: readonly FieldSpec[],
): Record<string, unknown> {
  const values = formValuesOf(current, filterKeys(fields));
  for (const field of fields) if (field.key in typed) values[field.key] = valueOfText(field, typed[field.key]);
  return values;
}

/** The cell of a field in the search form (both renditions mark theirs with `data-search-field`). */
export function cellOf(frame: Element | null, key: string): Element | null {
  if (!frame) return null;
  for (const cell of frame.querySelectorAll('[data-search-field]')) if (cell.getAttribute('data-search-field') === key) return cell;
  return null;
}
