import { z } from 'zod/mini';
import { UPLOAD_RESULT_URL } from '../dataProvider/urlPolicy';
import { galleryValueSchema, type GalleryValue } from './mediaValues';
import type { FieldRule } from './recordCodec';
import { fieldReference, type FieldReference, type ReferenceSource } from './referenceSource';

/**
 * Field builders of the schema engine (no React here: schemas are also loaded by the stand-in
 * backend and by `npm run openapi`). A field is an immutable description; every modifier
 * returns a new field. The value type `T` flows into the entity type of `defineResource`.
 */
export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'money'
  | 'enum'
  | 'status'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'reference'
  | 'references'
  | 'dateRange'
  | 'gallery'
  | 'simpleMedia'
  | 'richText'
  | 'widget';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

export interface EnumOption<V extends string | number = string | number> {
  value: V;
  /** Chip colour in lists and show pages. */
  color?: ChipColor;
}

/** The two values of a status toggle (docs/design.md: `0` off, `1` on unless a deployment differs). */
export interface StatusValues {
  on: number;
  off: number;
}

/**
 * A date range edited as one control: the record keeps the two ends in its own fields `from` and
 * `to` (date or datetime); as a list filter it sends two params of those names. `on`: a filter-only
 * range over one record field (e.g. createTime), the params then being `from` / `to`.
 */
export interface DateRangeSpec {
  from: string;
  to: string;
  /** Ends carry a time (`yyyy-MM-dd HH:mm:ss`), else dates (`yyyy-MM-dd`). */
  time: boolean;
  on?: string;
}

export type VisibilityTest = readonly unknown[] | ((value: unknown, values: Readonly<Record<string, unknown>>) => boolean);

export interface Visibility {
  field: string;
  test: VisibilityTest;
}

export interface FieldState {
  kind: FieldKind;
  /** Shown as a list column. */
  list: boolean;
  /** Part of the list's search form. */
  filter: boolean;
  required: boolean;
  /** Sent by the server, never edited (create time, update time ...). */
  readOnly: boolean;
  sortable: boolean;
  copyable: boolean;
  ellipsis: boolean;
  /** In forms (default true unless read-only). */
  form: boolean;
  /** In show pages (default true). */
  show: boolean;
  /** Status column rendered as a switch calling the resource's `status` endpoint. */
  toggle: boolean;
  /** The switch has consequences (live prices, agreements buyers see): ask before switching. */
  confirmToggle?: boolean;
  visibleWhen?: Visibility;
  min?: number;
  /** `min` itself is refused (a value must be greater than it). */
  minExclusive?: boolean;
  max?: number;
  integer?: boolean;
  pattern?: { regex: RegExp; messageKey: string };
  options?: ReadonlyArray<EnumOption>;
  status?: StatusValues;
  reference?: FieldReference;
  range?: DateRangeSpec;
  widget?: { name: string; options: Readonly<Record<string, unknown>> };
  /** A new record's value (forms start with it; the stand-in and the import fill a missing value with it). */
  defaultValue?: unknown;
  /** A new record's value worked out when its form opens (a date from today): forms only, see `initialValue`. */
  defaultFrom?: () => unknown;
  /** Column width in px. */
  width?: number;
  /** The backend's name of this field where it differs from the key (src/deployment.ts may override). */
  apiName?: string;
  /** UI value → backend value of an enum or status field; values not listed pass unchanged. */
  apiValues?: Readonly<Record<string, string | number>>;
  /** A tolerant reader of the backend's value (nested record lists), see `readWith`. */
  read?: FieldRule<unknown, unknown>;
  /** Registered renderers (by widget name) replacing the input, list cell or show display, see `renderWith`. */
  renderers?: FieldRenderers;
  /** The form section (`form.sections` of the resource) the field is drawn in. */
  section?: string;
  /** The input is disabled unless another field's value passes (the value is still sent). */
  editableWhen?: Visibility;
  /** Money shown in the currency another field of the record names (e.g. `currencyCode`): `USD 12.50`. */
  currencyFrom?: string;
}

/** Names of registered widgets (`src/**\/*.widget.tsx`) drawing one field in a place. */
export interface FieldRenderers {
  /** Form input: the widget's `Input`. */
  input?: string;
  /** List cell: the widget's `Cell` (else its `Field`). */
  cell?: string;
  /** Show page: the widget's `Field`. */
  show?: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Validation messages are i18n keys (`engine.validation.*`), translated by the form. */
/** A record id as the marketplace sends it (number or non-empty string). */
export const recordId = z.union([z.number(), z.string().check(z.minLength(1))]);

export const MESSAGE_KEYS = {
  required: 'engine.validation.required',
  number: 'engine.validation.number',
  integer: 'engine.validation.integer',
  min: 'engine.validation.min',
  greaterThan: 'engine.validation.greaterThan',
  rangeOrder: 'engine.validation.rangeOrder',
  max: 'engine.validation.max',
  minLength: 'engine.validation.minLength',
  maxLength: 'engine.validation.maxLength',
  maxItems: 'engine.validation.maxItems',
  money: 'engine.validation.money',
  option: 'engine.validation.option',
  url: 'engine.validation.url',
  date: 'engine.validation.date',
  datetime: 'engine.validation.datetime',
  invalid: 'engine.validation.invalid',
} as const;

const roundsToCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * A declared field. `T` is its value type; `Dep` collects the keys its `visibleWhen` reads,
 * which `defineResource` checks against the resource's own keys.
 */
export class Field<T, Dep extends string = never, Req extends boolean = false> {
  /** Phantom members carrying the types (never set at run time). */
  declare readonly _type: T;
  declare readonly _dep: Dep;
  declare readonly _req: Req;

  constructor(
    readonly state: FieldState,
    private readonly custom?: z.ZodMiniType,
  ) {}

  private with(patch: Partial<FieldState>): Field<T, Dep, Req> {
    return new Field<T, Dep, Req>({ ...this.state, ...patch }, this.custom);
  }

  list(on = true) {
    return this.with({ list: on });
  }
  filter(on = true) {
    return this.with({ filter: on });
  }
  /** Must be filled in forms; present in every record. */
  required(): Field<T, Dep, true> {
    return new Field<T, Dep, true>({ ...this.state, required: true }, this.custom);
  }
  readOnly(on = true) {
    return this.with({ readOnly: on, form: !on });
  }
  sortable(on = true) {
    return this.with({ sortable: on });
  }
  copyable(on = true) {
    return this.with({ copyable: on });
  }
  ellipsis(on = true) {
    return this.with({ ellipsis: on });
  }
  /** Hide from forms (still listed/shown if marked). */
  hideInForm() {
    return this.with({ form: false });
  }
  hideInShow() {
    return this.with({ show: false });
  }
  /** Status fields: render the list column as a switch; `confirm`: ask before switching. */
  toggle(options: { confirm?: boolean } = {}) {
    return this.with({ toggle: true, confirmToggle: options.confirm ?? false });
  }
  width(px: number) {
    return this.with({ width: px });
  }
  /**
   * What a new record starts with. A function is called each time a new form opens (a date from
   * today, `dateFromToday`); only forms use it, since a value that changes by the day is no
   * stored default for the stand-in or a sheet's blank cell.
   */
  default(value: T | (() => T)) {
    return typeof value === 'function'
      ? this.with({ defaultValue: undefined, defaultFrom: value as () => unknown })
      : this.with({ defaultValue: value, defaultFrom: undefined });
  }
  /** The backend sends and receives this field under another name. */
  apiName(name: string) {
    return this.with({ apiName: name });
  }
  /**
   * Read the backend's value with a rule of recordCodec.ts instead of the zod check: nested
   * record lists (a goods' SKUs, media, properties) read item by item under their own mapped
   * names. An `optional(...)` rule's absence is not reported (a value sent on save, never read).
   */
  readWith(rule: FieldRule<T, unknown>) {
    return this.with({ read: rule as FieldRule<unknown, unknown> });
  }
  /**
   * Show this field only when another field's value is one of `test` (or passes the function).
   * A hidden field is never required and is not sent.
   */
  visibleWhen<K extends string>(fieldKey: K, test: VisibilityTest): Field<T, Dep | K, Req> {
    return new Field<T, Dep | K, Req>({ ...this.state, visibleWhen: { field: fieldKey, test } }, this.custom);
  }

  /**
   * Draw this field with registered widgets instead of the kind's own input, cell or display
   * (docs/adding-a-screen.md "Per-field renderers"): each gets the field's whole declaration.
   */
  renderWith(renderers: FieldRenderers) {
    return this.with({ renderers: { ...this.state.renderers, ...renderers } });
  }
  /** Draw the input in this section of the form (declared in the resource's `form.sections`). */
  section(key: string) {
    return this.with({ section: key });
  }
  /**
   * The input can be changed only while another field's value is one of `test` (or passes the
   * function); otherwise it shows its value disabled. Unlike `visibleWhen` the value is still
   * checked and sent.
   */
  editableWhen<K extends string>(fieldKey: K, test: VisibilityTest): Field<T, Dep | K, Req> {
    return new Field<T, Dep | K, Req>({ ...this.state, editableWhen: { field: fieldKey, test } }, this.custom);
  }

  /** The value's zod schema (without required/optional handling). */
  valueSchema(): z.ZodMiniType<T> {
    return buildValueSchema(this.state, this.custom) as z.ZodMiniType<T>;
  }
}

function buildValueSchema(s: FieldState, custom?: z.ZodMiniType): z.ZodMiniType {
  switch (s.kind) {
    case 'text':
    case 'textarea': {
      let schema = z.string({ error: MESSAGE_KEYS.invalid });
      if (s.min !== undefined) schema = schema.check(z.minLength(s.min, { error: MESSAGE_KEYS.minLength }));
      if (s.max !== undefined) schema = schema.check(z.maxLength(s.max, { error: MESSAGE_KEYS.maxLength }));
      if (s.pattern) schema = schema.check(z.regex(s.pattern.regex, { error: s.pattern.messageKey }));
      return schema;
    }
    case 'richText':
      return s.max !== undefined ? z.string().check(z.maxLength(s.max, { error: MESSAGE_KEYS.maxLength })) : z.string();
    case 'number':
    case 'money': {
      let schema = z.number({ error: MESSAGE_KEYS.number });
      if (s.integer) schema = schema.check(z.refine(Number.isSafeInteger, { error: MESSAGE_KEYS.integer }));
      if (s.min !== undefined) schema = schema.check(s.minExclusive ? z.gt(s.min, { error: MESSAGE_KEYS.greaterThan }) : z.gte(s.min, { error: MESSAGE_KEYS.min }));
      if (s.max !== undefined) schema = schema.check(z.lte(s.max, { error: MESSAGE_KEYS.max }));
      return s.kind === 'money' ? schema.check(z.refine(roundsToCents, { error: MESSAGE_KEYS.money })) : schema;
    }
    case 'enum': {
      const values = (s.options ?? []).map((o) => o.value);
      return z.literal(values as [string | number, ...Array<string | number>], { error: MESSAGE_KEYS.option });
    }
    case 'status':
      return z.literal([s.status!.on, s.status!.off], { error: MESSAGE_KEYS.option });
    case 'boolean':
      return z.boolean();
    case 'date':
      return z.string().check(z.regex(DATE, { error: MESSAGE_KEYS.date }));
    case 'datetime':
      return z.string().check(z.regex(DATETIME, { error: MESSAGE_KEYS.datetime }));
    case 'reference':
      return z.union([z.number(), z.string().check(z.minLength(1))], { error: MESSAGE_KEYS.option });
    case 'references': {
      const items = z.array(z.union([z.number(), z.string().check(z.minLength(1))], { error: MESSAGE_KEYS.option }), { error: MESSAGE_KEYS.option });
      return s.max !== undefined ? items.check(z.maxLength(s.max, { error: MESSAGE_KEYS.maxItems })) : items;
    }
    case 'dateRange':
      // Carries no value of its own: the ends are the record fields `from` / `to`.
      return z.undefined();
    case 'simpleMedia':
      return z.string().check(z.regex(UPLOAD_RESULT_URL, { error: MESSAGE_KEYS.url }));
    case 'gallery': {
      // Items as the gallery widget writes them (docs/spec.md §3 "Media item"); the count is checked first
      // so its message can name the limit.
      const limit = s.max;
      const withinLimit = z.custom<unknown>((value) => !(Array.isArray(value) && limit !== undefined && value.length > limit), {
        error: MESSAGE_KEYS.maxItems,
      });
      return z.pipe(withinLimit, galleryValueSchema);
    }
    case 'widget':
      return custom ?? z.unknown();
  }
}

const base = (kind: FieldKind, patch: Partial<FieldState> = {}): FieldState => ({
  kind,
  list: false,
  filter: false,
  required: false,
  readOnly: false,
  sortable: false,
  copyable: false,
  ellipsis: false,
  form: true,
  show: true,
  toggle: false,
  ...patch,
});

interface LengthOptions {
  min?: number;
  max?: number;
  /** A regex and the i18n key of its message. */
  pattern?: { regex: RegExp; messageKey: string };
}
interface RangeOptions {
  min?: number;
  /** Refuse `min` itself ("大于 0"). */
  minExclusive?: boolean;
  max?: number;
  integer?: boolean;
}

export const field = {
  text: (o: LengthOptions = {}) => new Field<string>(base('text', o)),
  textarea: (o: LengthOptions = {}) => new Field<string>(base('textarea', o)),
  number: (o: RangeOptions = {}) => new Field<number>(base('number', o)),
  /** Two decimals at most, never negative unless `min` says so; `currencyFrom`: the field naming its currency. */
  money: (o: RangeOptions & { currencyFrom?: string } = {}) => new Field<number>(base('money', { min: 0, ...o })),
  /** Fixed choices with colour chips; labels at `resources.<name>.enums.<field>.<value>`. */
  enum: <const V extends string | number>(options: ReadonlyArray<EnumOption<V>>) =>
    new Field<V>(base('enum', { options })),
  /** Alias of `enum`. */
  select: <const V extends string | number>(options: ReadonlyArray<EnumOption<V>>) =>
    new Field<V>(base('enum', { options })),
  /** A `0`/`1` style status; the values are declared here once. */
  status: (values: StatusValues = { on: 1, off: 0 }) =>
    new Field<number>(base('status', { status: values, defaultValue: values.on })),
  boolean: () => new Field<boolean>(base('boolean', { defaultValue: false })),
  date: () => new Field<string>(base('date')),
  datetime: () => new Field<string>(base('datetime')),
  /** One id of a declared source (src/reference/sources.ts); `params` from other fields: `{ countryId: 'countryId' }`. */
  reference: <V extends string | number = number>(source: ReferenceSource, o: { params?: Readonly<Record<string, string>> } = {}) =>
    new Field<V>(base('reference', { reference: fieldReference(source, o.params) })),
  /** Many ids of one source (many goods, many pickup points): a multi-select with chips; `max` items at most. */
  references: <V extends string | number = number>(source: ReferenceSource, o: { params?: Readonly<Record<string, string>>; max?: number } = {}) =>
    new Field<V[]>(base('references', { max: o.max, reference: fieldReference(source, o.params) })),
  /**
   * One control for two record fields (`from`, `to`: declared date/datetime fields); the end may
   * not be before the start. As a `.filter()` it sends the two params. With `on` it is a
   * filter-only range over that one record field (e.g. createTime), sent as params `from` / `to`.
   */
  dateRange: <const From extends string, const To extends string, const On extends string = never>(o: { from: From; to: To; time?: boolean; on?: On }) =>
    new Field<never, [On] extends [never] ? From | To : On>(
      base('dateRange', { range: { from: o.from, to: o.to, time: o.time ?? false, on: o.on }, ...(o.on ? { form: false, show: false } : {}) }),
    ),
  /** Images and videos (media items, docs/spec.md §3) through the `gallery` widget. */
  gallery: (o: { max?: number; options?: Record<string, unknown> } = {}) =>
    new Field<GalleryValue>(base('gallery', { max: o.max ?? 24, widget: { name: 'gallery', options: { limit: o.max ?? 24, ...o.options } } })),
  /** One image/video URL through the `simpleMedia` widget. */
  simpleMedia: (options: Record<string, unknown> = {}) =>
    new Field<string>(base('simpleMedia', { widget: { name: 'simpleMedia', options } })),
  /** HTML through the `richText` widget (stored as HTML; shown sanitized). */
  richText: (o: { max?: number; options?: Record<string, unknown> } = {}) =>
    new Field<string>(base('richText', { max: o.max, widget: { name: 'richText', options: o.options ?? {} } })),
  /** Any widget registered by name (`src/widgets/**\/*.widget.tsx`). */
  widget: <T = unknown>(name: string, options: Record<string, unknown> = {}, schema?: z.ZodMiniType<T>) =>
    new Field<T>(base('widget', { widget: { name, options } }), schema),
};

/** The value a new record's form starts a field with (`undefined`: none declared). */
export function initialValue(field: Pick<FieldState, 'defaultValue' | 'defaultFrom'>): unknown {
  return field.defaultFrom ? field.defaultFrom() : field.defaultValue;
}

/** A `.default()` for date fields: the local date `days` from today, as they keep it (`yyyy-MM-dd`). */
export function dateFromToday(days: number): () => string {
  return () => {
    const date = new Date();
    date.setDate(date.getDate() + days);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any field, whatever its value type
export type AnyField = Field<any, string, boolean>;
export type FieldValue<F> = F extends Field<infer T, string, boolean> ? T : never;
export type FieldDeps<F> = F extends Field<unknown, infer D, boolean> ? D : never;
export type IsRequired<F> = F extends Field<unknown, string, true> ? true : false;
