import { z } from 'zod/mini';
import type { ComponentType } from 'react';
import type { MenuGroup } from '../app/routeTypes';
import { deployment, type FieldMapping } from '../deployment';
import { parseEndpoint, type Endpoint, type PayloadPlace } from './endpoint';
import {
  MESSAGE_KEYS,
  type AnyField,
  type FieldDeps,
  type FieldState,
  type FieldValue,
  type IsRequired,
} from './fields';
import type { ReferenceSource } from './referenceSource';
import { showSpecOf, type ShowDecl, type ShowSpec } from './showLayout';

/**
 * `defineResource` — one declaration per backend entity (see docs/adding-a-screen.md).
 * It returns a plain, React-free description used by the generators (src/resources/ui),
 * the dataProvider adapter, the stand-in backend (src/mock/handlers/schemas.ts), the contract
 * tests and the OpenAPI export.
 */
export type Id = string | number;

type RequiredKeys<F> = { [K in keyof F]: IsRequired<F[K]> extends true ? K : never }[keyof F];
type OptionalKeys<F> = Exclude<keyof F, RequiredKeys<F>>;

/** The record type a schema describes (what the API sends and receives). */
export type Entity<F> = { id: Id } & { [K in RequiredKeys<F>]: FieldValue<F[K]> } & {
  [K in OptionalKeys<F>]?: FieldValue<F[K]> | null;
};

/** Where an action is offered: a row (and a show page), the bulk bar, or the list toolbar. */
export type ActionScope = 'record' | 'bulk' | 'global';

/**
 * A custom call of a resource (status is declared separately). `E` is the resource's record type
 * (`Entity` of its fields), so `visibleWhen` / `enabledWhen` read typed fields.
 */
export interface ActionDecl<E = Readonly<Record<string, unknown>>> {
  /**
   * Endpoint notation, e.g. `PUT /backend/bannerConfig/upMarket/{id}`. Omitted only for an action
   * that sends nothing itself and whose `dialog` does the work (e.g. printing).
   */
  call?: string;
  /** Where the arguments go: nothing (path only), the query string or the JSON body. */
  payload: PayloadPlace;
  /**
   * `record` (row action with an id), `bulk` (the selection) or `global` (list toolbar). A per-record
   * call offered for a selection too is `['record', 'bulk']`: the bulk bar then runs it once per
   * selected record with bounded concurrency, skipping the records `visibleWhen` / `enabledWhen`
   * refuse (docs/volume-work.md).
   */
  scope: ActionScope | readonly ('record' | 'bulk')[];
  /** Shape of the body / query, checked by the stand-in and exported to OpenAPI. */
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /**
   * Stand-in effect (demo and tests; a real backend does its own). Without one the stand-in checks
   * that the records exist and answers `true`. `mockSet`: patch each record with these values
   * (e.g. `{ market: 1 }`); `mockEffect`: the patch worked out from the record and the call's
   * payload (query or body), or a text to refuse the call with as a business error (code 500).
   */
  mockSet?: Readonly<Record<string, unknown>>;
  mockEffect?: (record: Readonly<Record<string, unknown>>, payload: unknown) => Readonly<Record<string, unknown>> | string;
  /** Ask before running it; the question names the record by the schema's `recordLabel`. */
  confirm?: boolean;
  /** `danger`: destructive, so its confirm button is red. */
  tone?: 'danger';
  /**
   * Offered only for records where this holds (e.g. 上架 only while off the market). Declared as
   * methods so a schema of a known entity is still an `AnyResourceSchema` (docs/decisions/275-types-flow.md).
   */
  visibleWhen?(record: Readonly<E>): boolean;
  /** Shown but disabled for records where this fails. */
  enabledWhen?(record: Readonly<E>): boolean;
  /**
   * The action needs input: the name of a dialog registered by a `src/**\/*.action.tsx` module
   * (src/resources/actionRegistry.ts); the dialog sends the call.
   */
  dialog?: string;
  /** The dialog the bulk bar opens instead of `dialog` (e.g. 批量发货 for many orders, 发货 for one). */
  bulkDialog?: string;
  /**
   * The call saves a new row order (body: the moved rows). The list shows 上移 / 下移 in the
   * `field` column while sorted by it ascending; `send`: `order` = `[{ id, <field> }]`,
   * `record` = the whole moved records.
   */
  reorder?: { field: string; send: 'order' | 'record' };
  /**
   * `custom`: the stand-in's effect depends on the body (e.g. setManage), so a hand-written
   * handler in `src/mock/handlers/` serves it instead of the generic one.
   */
  mock?: 'custom';
}

export interface MarketplaceApi<E = Readonly<Record<string, unknown>>> {
  /** `/page` (paged) or a plain `/list` or `/tree` (read whole, paged in the browser). */
  list: string;
  get?: string;
  /** `operation`: creates without `id`, updates with it. */
  save?: string;
  create?: string;
  update?: string;
  remove?: string;
  /** `.../status/{id}/{status}`; values from the resource's status field. */
  status?: string;
  /** Extra read endpoints the screen uses (e.g. a `/tree` feeding a reference field). */
  reads?: readonly string[];
  actions?: Readonly<Record<string, ActionDecl<E>>>;
}

export interface RestApi {
  kind: 'rest';
  url: string;
}

/** A resource served by a backend following react-admin's simple REST conventions. */
export function rest(url: string): RestApi {
  return { kind: 'rest', url };
}

export interface ResourceRoutes {
  /** List page, the spec's path (e.g. `/agreement`). */
  list: string;
  /** Create/edit page (`?id=` to edit). Without it, forms open in a dialog over the list. */
  form?: string;
  /** Details page (`?id=`). Without it, details open in a dialog. */
  show?: string;
}

/**
 * Custom pages by name (src/resources/pageRegistry.ts) rendered at a route instead of the
 * generated page: a `src/**\/*.page.tsx` module exports `page: { name, component }`.
 */
export interface ResourcePages {
  list?: string;
  form?: string;
  show?: string;
}

/** Menu entry; omit to hide the resource from the menu. */
export interface ResourceMenu {
  group: MenuGroup;
  icon: ComponentType;
  order?: number;
}

/**
 * A cross-field rule (`validate` of a schema): `check` gets the form values and says whether they
 * are acceptable. It runs only when every field in `fields` is filled, shown and passed its own
 * checks; when it fails, each of `marks` (default: every one of `fields`) is marked with
 * `resources.<name>.rules.<rule name>`. The form, the stand-in (business error with the Chinese
 * text) and OpenAPI use it.
 */
export interface CrossFieldRule<E, K extends string = string> {
  fields: readonly K[];
  /** The fields the message is shown on when the rule fails (e.g. only 结束日期); default `fields`. */
  marks?: readonly K[];
  /** A method, so a rule over a known entity is kept as a rule over any values (see `CrossFieldRuleSpec`). */
  check(values: E): boolean;
  /** Interpolation values of the message. */
  args?: Readonly<Record<string, string | number>>;
}

/** A rule as the engine keeps it (its name and message key resolved). */
export interface CrossFieldRuleSpec extends CrossFieldRule<Readonly<Record<string, unknown>>> {
  name: string;
  message: string;
}

/** A titled part of a generated form (title at `resources.<name>.sections.<key>`). */
export interface FormSectionDecl {
  /** Position among the sections (default: declaration order; lower first). */
  order?: number;
  /** Inputs side by side on wide screens (wide kinds such as rich text always take a whole row). */
  columns?: 1 | 2;
}

/**
 * A form-level button beside 保存 (label at `resources.<name>.formActions.<key>.label`): it saves
 * like 保存, then runs the record action `then` (declared in `api.actions`) on the saved record.
 * It is offered while that action's `visibleWhen` holds for the record (always for a new one).
 * Messages: `.done` (both steps worked) and `.failed` (saved, the action refused; `%{message}`).
 */
export interface FormActionDecl {
  then: string;
}

export interface FormDecl {
  /** Sections by key, drawn in `order`; fields name theirs with `.section(key)`. */
  sections?: Readonly<Record<string, FormSectionDecl>>;
  actions?: Readonly<Record<string, FormActionDecl>>;
  /** After 保存: back to the list (default) or stay on the record (a new one opens at `?id=`). */
  afterSave?: 'list' | 'stay';
}

type CheckDeps<F> = {
  [K in keyof F]: [Exclude<FieldDeps<F[K]>, keyof F>] extends [never]
    ? F[K]
    : { error: `visibleWhen reads an unknown field: ${Exclude<FieldDeps<F[K]>, keyof F> & string}` };
};

export interface ResourceInput<F extends Record<string, AnyField>> {
  /** react-admin resource name; also the i18n namespace `resources.<name>`. */
  name: string;
  routes: ResourceRoutes;
  /**
   * `false`: the entity mounts no page of its own (not a spec route, docs/decisions/180); screens
   * declared elsewhere show its records and `routes.list` names the one to link to.
   */
  ownPages?: boolean;
  /** Named custom pages for some routes (docs/adding-a-screen.md "Custom pages"). */
  pages?: ResourcePages;
  /**
   * Which records the form edits (default: all, when there is a save call or a custom form page):
   * the list row offers 编辑 for those only (e.g. unpaid orders on their own edit page).
   */
  editableWhen?(record: Readonly<Entity<F>>): boolean;
  /** Records waiting for the user (the bell's 待办 tab, the dashboard's hint): a list filter. */
  todo?: { filter: Readonly<Partial<Record<keyof F & string, string | number>>> };
  /**
   * Preset searches under the list's 常用筛选, beside those each user saves (labels at
   * `resources.<name>.filterPresets.<key>`): values by filter field; a date range takes a period
   * counted from the day it is applied (`today`, `yesterday`, `last7Days`, `last30Days`).
   */
  filterPresets?: Readonly<Record<string, Readonly<Partial<Record<keyof F & string, string | number>>>>>;
  menu?: ResourceMenu;
  api: MarketplaceApi<Entity<F>> | RestApi;
  fields: F & CheckDeps<F>;
  /** Column order of the list (default: the fields marked `.list()` in declaration order). */
  columns?: ReadonlyArray<keyof F & string>;
  /** Field used to name a record in titles and confirmations. */
  recordLabel?: keyof F & string;
  defaultSort?: { field: (keyof F & string) | 'id'; order: 'ASC' | 'DESC' };
  /** Turn off generated capabilities (default all on when the endpoints exist). */
  bulkDelete?: boolean;
  exportCsv?: boolean;
  /**
   * Excel import (docs/volume-work.md "Import"): on by default when the schema can create (`save`,
   * `create` or rest()); `false` opts out. `key`: a natural key field (商品编号) — a row whose key
   * exists updates that record. `references`: widget fields whose value is the id of a record of
   * another source, so the sheet reads them by name, code or id.
   */
  importable?: false | { key?: keyof F & string; references?: Readonly<Partial<Record<keyof F & string, ReferenceSource>>> };
  /** `custom`: a hand-written stand-in in src/mock/handlers/ serves every endpoint (goods: SKUs, derived prices). */
  mock?: 'custom';
  /**
   * An entity outside the spec's call table (§7): its declared endpoints are its own contract, so
   * the call-table check neither expects nor refuses them.
   */
  outsideSpec?: boolean;
  /** Cross-field rules by name (messages at `resources.<name>.rules.<rule name>`). */
  validate?: Readonly<Record<string, CrossFieldRule<Entity<F>, keyof F & string>>>;
  /** Sections, form-level actions and what follows a save (docs/adding-a-screen.md "Form layout"). */
  form?: FormDecl;
  /** The details page's sections, heading chip and parts (docs/decisions/270-show-sections.md). */
  show?: ShowDecl<keyof F & string>;
}

/** A form section as the engine keeps it: its fields in declaration order. */
export interface FormSectionSpec {
  /** `''` for the fields that name no section (drawn first, untitled). */
  key: string;
  /** i18n key of the title (none for the untitled part). */
  title?: string;
  columns: 1 | 2;
  fields: readonly FieldSpec[];
}

export interface FormActionSpec extends FormActionDecl {
  key: string;
  /** i18n key prefix of its label and messages. */
  messages: string;
}

export interface FormSpec {
  sections: readonly FormSectionSpec[];
  actions: readonly FormActionSpec[];
  afterSave: 'list' | 'stay';
}

export interface FieldSpec extends FieldState {
  key: string;
}

export interface ParsedApi<E = unknown> {
  list: Endpoint;
  get?: Endpoint;
  save?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  remove?: Endpoint;
  status?: Endpoint;
  reads: Endpoint[];
  actions: Record<string, ParsedAction<E>>;
}

/** An action with its endpoint parsed (none for a dialog-only action). */
export type ParsedAction<E = unknown> = ActionDecl<E> & { endpoint?: Endpoint };

/** Is the action offered in this place? */
export function hasScope(action: Pick<ActionDecl, 'scope'>, scope: ActionScope): boolean {
  return typeof action.scope === 'string' ? action.scope === scope : action.scope.some((s) => s === scope);
}

/**
 * A declared resource; `E` is its record type (`Entity` of its fields), so code that knows the
 * entity writes `ResourceSchema<Goods>` and gets typed action and editability callbacks. The
 * engine, which serves every resource, takes `AnyResourceSchema` (docs/decisions/275-types-flow.md).
 */
export interface ResourceSchema<E = Record<string, unknown>> {
  readonly name: string;
  readonly routes: ResourceRoutes;
  /** `false`: no routes are mounted for this entity (its screens are declared elsewhere). */
  readonly ownPages: boolean;
  readonly pages?: ResourcePages;
  editableWhen?(record: Readonly<E>): boolean;
  readonly todo?: { filter: Readonly<Record<string, string | number>> };
  readonly filterPresets?: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
  readonly menu?: ResourceMenu;
  /** `undefined` for rest() resources. */
  readonly api?: ParsedApi<E>;
  readonly restUrl?: string;
  readonly fields: readonly FieldSpec[];
  readonly columns: readonly FieldSpec[];
  readonly recordLabel?: string;
  readonly defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  readonly bulkDelete: boolean;
  readonly exportCsv: boolean;
  /** Excel import: present when the list offers 下载模板 / 导入 (src/resources/sheets/). */
  readonly importable?: ImportableSpec;
  readonly mock?: 'custom';
  /** Cross-field rules (`validate`), checked by validateValues after the fields' own rules. */
  readonly rules: readonly CrossFieldRuleSpec[];
  /** Not a row of the spec's call table (its endpoints are its own contract). */
  readonly outsideSpec: boolean;
  /** The field that carries the status toggle, if any. */
  readonly statusField?: FieldSpec;
  /** The backend's name of the record id (`id` unless the deployment maps it). */
  readonly idApiName: string;
  /** zod of a full record as the API returns it (extra keys allowed). */
  readonly recordSchema: z.ZodMiniType<E>;
  /** Sections, form actions and what follows a save. */
  readonly form: FormSpec;
  /** The details page's sections (one untitled grid of the shown fields unless declared). */
  readonly show: ShowSpec<FieldSpec>;
  /** Phantom: the entity type. */
  readonly _entity?: E;
  field(key: string): FieldSpec | undefined;
}

/**
 * A schema whose record type the code does not know: the registry's heterogeneous list and the
 * engine (generators, dataProvider adapter, stand-in, sheets) that serve every resource alike.
 * Every `ResourceSchema<Entity>` is one (its record callbacks are methods, so they accept this
 * view); the engine hands them decoded records. Code that knows its entity uses
 * `ResourceSchema<ThatEntity>` instead (docs/decisions/275-types-flow.md).
 */
export type AnyResourceSchema = ResourceSchema<unknown>;

/** The record type of a schema (`RecordOf<typeof goodsSchema>` is `Goods`). */
export type RecordOf<S> = S extends ResourceSchema<infer E> ? E : never;

/** A deployment's names and values (src/deployment.ts) over the schema's own declaration. */
function withMapping(spec: FieldSpec, mapping: FieldMapping | undefined): FieldSpec {
  if (!mapping) return spec;
  return {
    ...spec,
    apiName: mapping.apiName ?? spec.apiName,
    apiValues: mapping.values ? { ...spec.apiValues, ...mapping.values } : spec.apiValues,
    reference: spec.reference && mapping.reference ? { ...spec.reference, ...mapping.reference } : spec.reference,
  };
}

export function defineResource<const F extends Record<string, AnyField>>(input: ResourceInput<F>): ResourceSchema<Entity<F>> {
  const declared: Record<string, AnyField> = input.fields;
  const customZod = new Map<string, z.ZodMiniType>();
  const mapping = deployment.resources[input.name]?.fields ?? {};
  const fields: FieldSpec[] = Object.entries(declared).map(([key, f]) => {
    customZod.set(key, f.valueSchema());
    return withMapping({ key, ...f.state }, mapping[key]);
  });
  const byKey = new Map(fields.map((f) => [f.key, f]));
  for (const f of fields) {
    if (f.visibleWhen && !byKey.has(f.visibleWhen.field)) {
      throw new Error(`${input.name}.${f.key}: visibleWhen reads unknown field "${f.visibleWhen.field}"`);
    }
    if (f.editableWhen && !byKey.has(f.editableWhen.field)) {
      throw new Error(`${input.name}.${f.key}: editableWhen reads unknown field "${f.editableWhen.field}"`);
    }
    if (f.section && !input.form?.sections?.[f.section]) throw new Error(`${input.name}.${f.key}: unknown form section "${f.section}"`);
  }
  for (const f of fields) {
    const ends = f.range ? (f.range.on ? [f.range.on] : [f.range.from, f.range.to]) : [];
    for (const end of ends) if (!byKey.has(end)) throw new Error(`${input.name}.${f.key}: dateRange reads unknown field "${end}"`);
  }
  const rules: CrossFieldRuleSpec[] = Object.entries(input.validate ?? {}).map(([name, rule]) => {
    for (const key of rule.fields) if (!byKey.has(key)) throw new Error(`${input.name}: rule "${name}" reads unknown field "${key}"`);
    for (const key of rule.marks ?? []) if (!byKey.has(key)) throw new Error(`${input.name}: rule "${name}" marks unknown field "${key}"`);
    return { ...rule, name, message: `resources.${input.name}.rules.${name}` };
  });
  const columnKeys = input.columns ?? fields.filter((f) => f.list).map((f) => f.key);
  const columns = columnKeys.map((key) => {
    const spec = byKey.get(key);
    if (!spec) throw new Error(`${input.name}: unknown column "${key}"`);
    return spec;
  });

  const shape: Record<string, z.ZodMiniType> = { id: z.union([z.number(), z.string()]) };
  for (const f of fields) {
    const value = customZod.get(f.key)!;
    shape[f.key] = f.required && !f.readOnly && !f.visibleWhen ? value : z.nullish(value);
  }
  valueSchemas.set(input.name, customZod);

  let api: ParsedApi | undefined;
  let restUrl: string | undefined;
  if ('kind' in input.api) restUrl = input.api.url;
  else {
    const a = input.api;
    const opt = (raw?: string) => (raw ? parseEndpoint(raw) : undefined);
    api = {
      list: parseEndpoint(a.list),
      get: opt(a.get),
      save: opt(a.save),
      create: opt(a.create),
      update: opt(a.update),
      remove: opt(a.remove),
      status: opt(a.status),
      reads: (a.reads ?? []).map(parseEndpoint),
      actions: Object.fromEntries(
        Object.entries(a.actions ?? {}).map(([name, d]) => {
          if (!d.call && !d.dialog) throw new Error(`${input.name}.${name}: an action without a call needs a dialog that does its work`);
          return [name, { ...d, endpoint: d.call ? parseEndpoint(d.call) : undefined }];
        }),
      ),
    };
  }
  const statusField = fields.find((f) => f.kind === 'status');
  if (api?.status && !statusField) throw new Error(`${input.name}: a status endpoint needs a field.status()`);
  const form = formSpecOf(input.name, input.form, fields, api);

  return {
    name: input.name,
    routes: input.routes,
    ownPages: input.ownPages ?? true,
    pages: input.pages,
    editableWhen: input.editableWhen,
    // Partial in the declaration only so keys are checked; the values given are all defined.
    todo: input.todo as ResourceSchema['todo'],
    filterPresets: input.filterPresets as ResourceSchema['filterPresets'],
    menu: input.menu,
    api,
    restUrl,
    fields,
    columns,
    recordLabel: input.recordLabel,
    defaultSort: input.defaultSort,
    bulkDelete: input.bulkDelete ?? Boolean(api?.remove ?? restUrl),
    exportCsv: input.exportCsv ?? true,
    importable: importableOf(input.importable, Boolean(api?.save ?? api?.create ?? restUrl)),
    mock: input.mock,
    rules,
    outsideSpec: input.outsideSpec ?? false,
    statusField,
    idApiName: mapping.id?.apiName ?? 'id',
    // Built key by key from the declaration, so zod cannot infer it; `Entity<F>` is its declared meaning.
    recordSchema: z.looseObject(shape) as unknown as z.ZodMiniType<Entity<F>>,
    form,
    show: showSpecOf(input.name, input.show, fields),
    field: (key) => byKey.get(key),
  };
}

/** The declared form layout resolved: sections in order with their editable fields, actions checked. */
function formSpecOf(name: string, decl: FormDecl | undefined, fields: readonly FieldSpec[], api: ParsedApi | undefined): FormSpec {
  const editable = fields.filter((f) => f.form && !f.readOnly);
  const declared = Object.entries(decl?.sections ?? {})
    .map(([key, s], index) => ({ key, order: s.order ?? index, columns: s.columns ?? 1 }))
    .sort((a, b) => a.order - b.order);
  const loose = editable.filter((f) => !f.section);
  const sections: FormSectionSpec[] = [
    ...(loose.length || !declared.length ? [{ key: '', columns: 1 as const, fields: loose }] : []),
    ...declared.map((s) => ({ key: s.key, title: `resources.${name}.sections.${s.key}`, columns: s.columns, fields: editable.filter((f) => f.section === s.key) })),
  ];
  const actions = Object.entries(decl?.actions ?? {}).map(([key, a]) => {
    const target = api?.actions[a.then];
    if (!target?.endpoint || !hasScope(target, 'record')) throw new Error(`${name}: form action "${key}" runs "${a.then}", which is no record action with a call`);
    return { key, then: a.then, messages: `resources.${name}.formActions.${key}` };
  });
  return { sections, actions, afterSave: decl?.afterSave ?? 'list' };
}

/** Is the field's input enabled for these form values? */
export function isEditable(field: FieldState, values: Readonly<Record<string, unknown>>): boolean {
  const rule = field.editableWhen;
  if (!rule) return true;
  const value = values[rule.field];
  return typeof rule.test === 'function' ? rule.test(value, values) : rule.test.some((v) => String(v) === String(value));
}

/** How a schema takes part in Excel import (`importable`, resolved). */
export interface ImportableSpec {
  key?: string;
  references?: Readonly<Partial<Record<string, ReferenceSource>>>;
}

/** Default on for a schema that can create; `false` opts out; a declaration alone opts in. */
function importableOf(declared: ResourceInput<Record<string, AnyField>>['importable'], canCreate: boolean): ImportableSpec | undefined {
  if (declared === false || (!declared && !canCreate)) return undefined;
  return { key: declared?.key, references: declared?.references };
}

const valueSchemas = new Map<string, Map<string, z.ZodMiniType>>();

/** The value zod of one field (without required/optional handling). */
export function valueSchemaOf(resource: AnyResourceSchema, key: string): z.ZodMiniType {
  const schema = valueSchemas.get(resource.name)?.get(key);
  if (!schema) throw new Error(`${resource.name}: no field "${key}"`);
  return schema;
}

/** Is the field shown for these form values? (A hidden field is never required nor sent.) */
export function isVisible(field: FieldState, values: Readonly<Record<string, unknown>>): boolean {
  const rule = field.visibleWhen;
  if (!rule) return true;
  const value = values[rule.field];
  return typeof rule.test === 'function' ? rule.test(value, values) : rule.test.some((v) => String(v) === String(value));
}

/** Fields a form edits (visible or not). */
export function formFields(resource: AnyResourceSchema): FieldSpec[] {
  return resource.fields.filter((f) => f.form && !f.readOnly);
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/** Empty rich text (`<p></p>`) counts as empty. */
const isEmptyHtml = (v: unknown) => typeof v === 'string' && v.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '' && !/<(img|video|iframe)/i.test(v);

export interface ValidationIssue {
  key: string;
  /** i18n key (`engine.validation.*`). */
  message: string;
  /** Interpolation values for the message (`min`, `max`). */
  args: Record<string, unknown>;
  /** Set when a cross-field rule (or a date range's order) refused the values, not the field's own check. */
  rule?: string;
}

/** `min` / `max` of a message: the field's own, else the bound of a widget's custom zod rule. */
function limitsOf(field: FieldState, issue?: z.core.$ZodIssue): Record<string, unknown> {
  const min = issue?.code === 'too_small' ? Number(issue.minimum) : '';
  const max = issue?.code === 'too_big' ? Number(issue.maximum) : '';
  return { min: field.min ?? min, max: field.max ?? max };
}

/**
 * Validate form values against the schema: the same rules in the form, the stand-in and the
 * contract tests. Hidden and read-only fields are skipped; empty optional fields pass.
 */
export function validateValues(
  resource: AnyResourceSchema,
  values: Readonly<Record<string, unknown>>,
  /** The record as loaded: an enum value outside the declared set that it already had is kept, not refused. */
  loaded?: Readonly<Record<string, unknown>>,
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const field of formFields(resource)) {
    if (!isVisible(field, values) || field.kind === 'dateRange') continue;
    const value = values[field.key];
    const keptAsLoaded = (field.kind === 'enum' || field.kind === 'status') && loaded !== undefined && value === loaded[field.key];
    if (keptAsLoaded && value !== undefined && value !== null) continue;
    const empty = isEmpty(value) || (field.kind === 'richText' && isEmptyHtml(value));
    if (empty) {
      if (field.required) issues.push({ key: field.key, message: MESSAGE_KEYS.required, args: {} });
      continue;
    }
    const result = valueSchemaOf(resource, field.key).safeParse(value);
    if (!result.success) {
      const first = result.error.issues[0];
      // Only i18n keys are shown (the engine's, or the one the field's pattern declares), never zod's own text.
      const message = first.message.startsWith('engine.') || first.message === field.pattern?.messageKey ? first.message : MESSAGE_KEYS.invalid;
      issues.push({ key: field.key, message, args: limitsOf(field, first) });
    }
  }
  return [...issues, ...crossFieldIssues(resource, values, issues)];
}

/** The cross-field rules of a schema as data (OpenAPI): fields, message key and its args. */
export function describeCrossFieldRules(resource: AnyResourceSchema): Array<{ fields: readonly string[]; marks: readonly string[]; message: string; args: Record<string, unknown> }> {
  const ranges = formFields(resource)
    .filter((f) => f.range && !f.range.on)
    .map((f) => ({ fields: [f.range!.from, f.range!.to], marks: [f.range!.from, f.range!.to], message: MESSAGE_KEYS.rangeOrder, args: {} }));
  return [...ranges, ...resource.rules.map((r) => ({ fields: r.fields, marks: r.marks ?? r.fields, message: r.message, args: { ...r.args } }))];
}

/** Ranges out of order and broken `validate` rules, over fields that passed their own checks. */
function crossFieldIssues(resource: AnyResourceSchema, values: Readonly<Record<string, unknown>>, fieldIssues: readonly ValidationIssue[]): ValidationIssue[] {
  const usable = (key: string) => {
    const spec = resource.field(key);
    return Boolean(spec && isVisible(spec, values) && !isEmpty(values[key]) && !fieldIssues.some((i) => i.key === key));
  };
  const out: ValidationIssue[] = [];
  for (const field of formFields(resource)) {
    const range = field.range;
    if (!range || range.on || !usable(range.from) || !usable(range.to)) continue;
    // Same-format strings compare in time order; a date range may start and end on one day.
    const [from, to] = [String(values[range.from]), String(values[range.to])];
    if (range.time ? to <= from : to < from) {
      for (const key of [range.from, range.to]) out.push({ key, message: MESSAGE_KEYS.rangeOrder, args: {}, rule: field.key });
    }
  }
  for (const rule of resource.rules) {
    if (!rule.fields.every(usable) || rule.check(values)) continue;
    for (const key of rule.marks ?? rule.fields) out.push({ key, message: rule.message, args: { ...rule.args }, rule: rule.name });
  }
  return out;
}

/**
 * What a save sends: the id (when editing) and every visible, editable field. Empty optional
 * values become `null` so the backend can clear them.
 */
export function toPayload(resource: AnyResourceSchema, values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (values.id !== undefined && values.id !== null && values.id !== '') out.id = values.id;
  for (const field of formFields(resource)) {
    if (!isVisible(field, values) || field.kind === 'dateRange') continue;
    const value = values[field.key];
    out[field.key] = isEmpty(value) ? null : value;
  }
  return out;
}

/** The status values of a resource (`{ on: 1, off: 0 }` by default). */
export function statusValues(resource: AnyResourceSchema): { on: number; off: number } {
  return resource.statusField?.status ?? { on: 1, off: 0 };
}
