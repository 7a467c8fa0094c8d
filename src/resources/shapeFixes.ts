import { loadedText } from '../../i18n/loading';
import { deployment, type FieldMapping, type ResourceMapping } from '../deployment';
import { valueSchemaOf, type FieldSpec, type AnyResourceSchema } from './defineResource';
import { shapeIssueText, shapeIssues, valuesText, withoutReports, type ShapeIssue } from './shapeReports';

/**
 * The `src/deployment.ts` fix of each record-shape report (issue 25: warnings that give the fix):
 * the exact entry to paste, under `resources.<schema name>.fields.<field>`, as the deployment
 * reads it (decision 100). A missing field gets the backend's key that most likely carries it (a
 * key of the same record that no field reads, whose value fits the field, closest by name); an
 * enum every value seen outside its set with the console's own values as a `values` map (filled
 * where a value matches the option's label); the option rows of a reference source their keys
 * under the source's name, with the fields and screens reading that source. What cannot be guessed is
 * written as a commented line, so a pasted block never maps a field to a wrong key silently.
 */
export interface FixContext {
  schemas: readonly AnyResourceSchema[];
  /** The deployment's mapping today (the block merges its fixes into it). */
  mapping: Readonly<Record<string, ResourceMapping>>;
}

/** One field's entry: what to write, plus the parts left to the deployer (as comments). */
interface Entry {
  mapping: FieldMapping;
  /** Commented-out lines and remarks (not pasted as code). */
  notes: string[];
}

// ---------------------------------------------------------------------------------------------
// Names: camelCase / snake_case tokens, with the synonyms backends commonly use for our names.

const SYNONYMS: readonly (readonly string[])[] = [
  ['status', 'state'],
  ['name', 'title', 'label'],
  ['no', 'sn', 'number', 'code', 'position'],
  ['time', 'date', 'gmt', 'at'],
  ['create', 'created', 'register', 'registered'],
  ['update', 'updated', 'modified', 'modify'],
  ['amount', 'sum', 'total'],
  ['price', 'fee', 'cost'],
  ['count', 'num', 'qty', 'quantity', 'order'],
  ['content', 'body', 'detail', 'html', 'text', 'description', 'desc'],
  ['remark', 'memo', 'note', 'comment'],
  ['type', 'category', 'kind', 'slot'],
  ['phone', 'mobile', 'tel', 'telephone'],
  ['email', 'mail'],
  ['image', 'picture', 'pic', 'img', 'photo', 'cover'],
  ['url', 'link', 'jump', 'href'],
  ['goods', 'spu', 'product', 'item', 'line'],
  ['address', 'addr'],
  ['contact', 'linkman'],
  ['extra', 'continue', 'additional'],
  ['level', 'grade', 'tier'],
  ['id', 'ref', 'key'],
  ['carrier', 'logistics', 'courier'],
  ['start', 'from', 'begin'],
  ['end', 'to', 'until'],
  ['market', 'online', 'shelf', 'sale', 'listing'],
  ['rank', 'board'],
  ['buyer', 'purchaser', 'customer'],
  ['receiver', 'consignee', 'recipient'],
  ['post', 'freight', 'shipping', 'postage'],
  ['hour', 'hours'],
];
const CANON = new Map(SYNONYMS.flatMap((group) => group.map((word) => [word, group[0]] as const)));

function tokens(name: string): string[] {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase())
    .map((word) => (word.length > 3 && word.endsWith('s') && !CANON.has(word) ? word.slice(0, -1) : word));
  return [...new Set(words.map((word) => CANON.get(word) ?? word))];
}

/** How well a backend key names our field (0: no shared word). */
function nameScore(field: string, key: string, resource: string): number {
  const wanted = tokens(field);
  const offered = tokens(key);
  const shared = wanted.filter((token) => offered.includes(token)).length;
  // An id is not a name, and the other way round (buyerName is not buyerId).
  const idAndName = (a: string[], b: string[]) => a.includes('id') && !a.includes('name') && b.includes('name') && !b.includes('id');
  if (shared === 0 || idAndName(wanted, offered) || idAndName(offered, wanted)) return 0;
  const own = tokens(resource);
  return shared / wanted.length + (0.5 * shared) / offered.length + (offered.some((token) => own.includes(token) && !wanted.includes(token)) ? 0.1 : 0);
}

// ---------------------------------------------------------------------------------------------
// Values: does a backend value fit a field (so `vendorExtra: {...}` is never offered for a name)?

const isId = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '');
const isNumeric = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

function fits(schema: AnyResourceSchema | undefined, field: FieldSpec | undefined, value: unknown): boolean {
  // Null, or no sample of the record to look at: only the names decide.
  if (value === null || value === undefined) return true;
  if (!field) return typeof value !== 'object' || Array.isArray(value);
  // A probe, not a record: the reader's own reports (nested rows such as order items) stay silent.
  const reader = field.read;
  if (reader) return Boolean(withoutReports(() => reader.read(value, schema?.name ?? '', field.key)));
  switch (field.kind) {
    case 'number':
    case 'money':
      return isNumeric(value);
    case 'enum':
    case 'status':
      return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    case 'text':
    case 'textarea':
    case 'richText':
      return typeof value === 'string' || typeof value === 'number';
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
    case 'datetime':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value);
    case 'reference':
      return isId(value);
    case 'references':
      return Array.isArray(value);
    case 'boolean':
      return typeof value === 'boolean' || value === 0 || value === 1 || value === 'true' || value === 'false';
    default:
      return schema ? valueSchemaOf(schema, field.key).safeParse(value).success : true;
  }
}

// ---------------------------------------------------------------------------------------------
// Which backend key carries a missing field: one key per field, best names first.

const schemaOf = (ctx: FixContext, name: string) => ctx.schemas.find((schema) => schema.name === name);
const apiNameOf = (field: FieldSpec) => field.apiName ?? field.key;

/** Missing fields of one resource → the backend key each most likely is (one key per field). */
function guessNames(ctx: FixContext, resource: string, missing: readonly ShapeIssue[]): Map<string, string> {
  const schema = schemaOf(ctx, resource);
  const absent = new Set(missing.map((issue) => issue.field));
  // Keys a field of the schema already reads are not offered again.
  const claimed = new Set<string>(
    schema ? [...schema.fields.filter((f) => !absent.has(f.key)).map(apiNameOf), ...(absent.has('id') ? [] : [schema.idApiName])] : missing.map((issue) => issue.apiName),
  );
  const pairs: Array<{ field: string; key: string; score: number }> = [];
  for (const issue of missing) {
    const spec = issue.field === 'id' ? undefined : schema?.field(issue.field);
    const sample = issue.sample ?? {};
    for (const key of issue.received) {
      if (claimed.has(key)) continue;
      const value = sample[key];
      const fit = issue.field === 'id' ? value === undefined || isId(value) : fits(schema, spec, value);
      const score = fit ? nameScore(issue.field, key, resource) : 0;
      if (score > 0) pairs.push({ field: issue.field, key, score });
    }
  }
  pairs.sort((a, b) => b.score - a.score);
  const chosen = new Map<string, string>();
  const taken = new Set<string>();
  for (const pair of pairs) {
    if (chosen.has(pair.field) || taken.has(pair.key)) continue;
    chosen.set(pair.field, pair.key);
    taken.add(pair.key);
  }
  return chosen;
}

/** The keys of a record no field reads (for the comment of a field left to the deployer). */
function unreadKeys(ctx: FixContext, issue: ShapeIssue): string[] {
  const schema = schemaOf(ctx, issue.resource);
  const read = new Set(schema ? [schema.idApiName, ...schema.fields.map(apiNameOf)] : []);
  return issue.received.filter((key) => !read.has(key));
}

// ---------------------------------------------------------------------------------------------
// Enum values: the console's values, each with the backend's value that matches its label.

const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9\u4e00-\u9fff]/g, '');
const ON_WORDS = ['on', 'enabled', 'enable', 'active', 'online', 'open', 'yes', 'true', 'valid', 'normal', '启用', '上架', '开启', '有效'];
const OFF_WORDS = ['off', 'disabled', 'disable', 'inactive', 'offline', 'closed', 'close', 'no', 'false', 'invalid', '停用', '下架', '关闭', '无效'];

function parsedValue(text: string): string | number {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'number' || typeof value === 'string' ? value : text;
  } catch {
    return text;
  }
}

/** The option labels a backend value may repeat (zh-CN and en) of one of the console's values. */
function labelsOf(resource: string, field: FieldSpec, value: string | number): string[] {
  const keys = [`resources.${resource}.enums.${field.key}.${value}`];
  if (field.kind === 'status') keys.push(value === field.status?.on ? 'engine.status.on' : 'engine.status.off');
  return keys.flatMap((key) => (['zh-CN', 'en'] as const).map((locale) => loadedText(locale, key))).filter((text) => !text.startsWith('resources.') && !text.startsWith('engine.'));
}

/**
 * How surely a backend value stands for this option: 2 for its label, its own spelling or an
 * on/off word; 1 for a word of the value in a label (HOME_BANNER for 'Home picks'); 0 not at all.
 */
function matchStrength(seen: string | number, value: string | number, labels: readonly string[], onOff?: 'on' | 'off'): number {
  const wanted = normal(String(seen));
  if (!wanted) return 0;
  if (wanted === normal(String(value)) || labels.some((label) => normal(label) === wanted)) return 2;
  if (onOff && (onOff === 'on' ? ON_WORDS : OFF_WORDS).includes(wanted)) return 2;
  const words = tokens(String(seen)).filter((word) => word.length >= 3);
  return labels.some((label) => tokens(label).some((word) => words.includes(word))) ? 1 : 0;
}

function valuesEntry(ctx: FixContext, issue: ShapeIssue, existing: FieldMapping | undefined): Entry {
  const schema = schemaOf(ctx, issue.resource);
  const field = schema?.field(issue.field);
  const seen = (issue.values ?? (issue.value !== undefined ? [issue.value] : [])).map(parsedValue);
  const known: Array<string | number> = field?.kind === 'status' && field.status ? [field.status.on, field.status.off] : (field?.options ?? []).map((o) => o.value);
  const values: Record<string, string | number> = { ...(existing?.values ?? {}) };
  const notes: string[] = [];
  const used = new Set(Object.values(values).map(String));
  const onOffOf = (value: string | number): 'on' | 'off' | undefined => {
    if (field?.kind === 'status' && field.status) return value === field.status.on ? 'on' : 'off';
    if (known.length === 2 && known.includes(1) && known.includes(0)) return value === 1 ? 'on' : 'off';
    return undefined;
  };
  for (const value of known) {
    if (values[String(value)] !== undefined) continue;
    const labels = field ? labelsOf(issue.resource, field, value) : [];
    const strength = (s: string | number) => (used.has(String(s)) ? 0 : matchStrength(s, value, labels, onOffOf(value)));
    // The surest matches first: 'On shelf' is ON_SHELF, though OFF_SHELF shares a word with it.
    const best = Math.max(0, ...seen.map(strength));
    const candidates = best ? seen.filter((s) => strength(s) === best) : [];
    if (candidates.length === 1) {
      values[String(value)] = candidates[0];
      used.add(String(candidates[0]));
    } else {
      notes.push(`${literalKey(String(value))}: '?', // ${labels[0] ?? String(value)}: the backend's value`);
    }
  }
  const unmatched = seen.filter((s) => !used.has(String(s)));
  if (unmatched.length) notes.push(`the backend also sent ${unmatched.map(literal).join(', ')}: no value of the console (${known.join(', ') || 'none declared'}) matches; shown as they come`);
  return { mapping: Object.keys(values).length ? { values } : {}, notes };
}

// ---------------------------------------------------------------------------------------------
// One report → the entries it asks for.

interface Fix {
  resource: string;
  field: string;
  entry: Entry;
}

/** The source a reference field reads its options from, by name (src/resources/referenceSource.ts). */
function sourceNameOf(field: FieldSpec): string | undefined {
  // Read structurally: a field's reference names its source (`source.name`); older declarations
  // named a resource or an endpoint directly.
  const ref = field.reference as { source?: { name?: string }; resource?: string; endpoint?: string } | undefined;
  return ref ? (ref.source?.name ?? ref.resource ?? ref.endpoint) : undefined;
}

/** Schema fields reading their options from this source (reports of option rows name the source). */
function referenceUsers(ctx: FixContext, source: string): Array<{ schema: AnyResourceSchema; field: FieldSpec }> {
  return ctx.schemas.flatMap((schema) => schema.fields.filter((f) => sourceNameOf(f) === source).map((field) => ({ schema, field })));
}

/**
 * The option rows of a source are mapped once for every field reading them; a field may instead
 * name the row keys itself (`reference: { valueKey, labelKey }`), e.g. when two sources differ.
 */
function perFieldAlternative(ctx: FixContext, issue: ShapeIssue, guess: string): string[] {
  if (schemaOf(ctx, issue.resource)) return [];
  return referenceUsers(ctx, issue.resource).map(({ schema, field }) => {
    const source = (field.reference as { source?: { valueKey?: string } } | undefined)?.source;
    const key = issue.field === (source?.valueKey ?? 'id') ? 'valueKey' : 'labelKey';
    return `or for ${schema.name}.${field.key} alone: ${schema.name}: { fields: { ${field.key}: { reference: { ${key}: ${literal(guess)} } } } }`;
  });
}

function fixesOf(ctx: FixContext, issue: ShapeIssue, all: readonly ShapeIssue[]): Fix[] {
  if (issue.declaredBy === 'call') return [];
  const at = (entry: Entry): Fix[] => [{ resource: issue.resource, field: issue.field, entry }];
  switch (issue.problem) {
    case 'missing': {
      const missing = all.filter((other) => other.resource === issue.resource && other.problem === 'missing' && other.declaredBy !== 'call');
      const guess = guessNames(ctx, issue.resource, missing.some((other) => other.field === issue.field) ? missing : [...missing, issue]).get(issue.field);
      if (guess) return at({ mapping: { apiName: guess }, notes: perFieldAlternative(ctx, issue, guess) });
      return at({ mapping: {}, notes: [`apiName: '?', // no key of the record fits; keys no field reads: ${unreadKeys(ctx, issue).join(', ') || '(none)'}`] });
    }
    case 'unknownValue':
      return at(valuesEntry(ctx, issue, ctx.mapping[issue.resource]?.fields?.[issue.field]));
    case 'invalid':
      return at({ mapping: {}, notes: [`"${issue.apiName}" = ${issue.value} does not fit the field: fix the backend, or map the field to another key (apiName)`] });
    case 'notARecord':
      return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Writing it as code.

const literal = (value: unknown): string => (typeof value === 'number' ? String(value) : `'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
const literalKey = (key: string): string => (/^[A-Za-z_$][\w$]*$/.test(key) || /^(0|[1-9]\d*)$/.test(key) ? key : literal(key));

function mappingCode(mapping: FieldMapping): string {
  const parts: string[] = [];
  if (mapping.apiName !== undefined) parts.push(`apiName: ${literal(mapping.apiName)}`);
  if (mapping.values) parts.push(`values: { ${Object.entries(mapping.values).map(([k, v]) => `${literalKey(k)}: ${literal(v)}`).join(', ')} }`);
  if (mapping.reference) parts.push(`reference: { ${Object.entries(mapping.reference).filter(([, v]) => v !== undefined).map(([k, v]) => `${k}: ${literal(v)}`).join(', ')} }`);
  return `{ ${parts.join(', ')} }`;
}

const merge = (a: FieldMapping = {}, b: FieldMapping = {}): FieldMapping => ({
  ...a,
  ...b,
  ...(a.values || b.values ? { values: { ...a.values, ...b.values } } : {}),
  ...(a.reference || b.reference ? { reference: { ...a.reference, ...b.reference } } : {}),
});

/** The screens of a schema, for the comment above its entries: `客户管理: /customerManage, /customerManage/details`. */
function screensOf(ctx: FixContext, resource: string): string | undefined {
  const schema = schemaOf(ctx, resource);
  if (schema) return screenOf(schema);
  // Not a schema: the rows of a reference source, named with the screens whose fields read them.
  const users = referenceUsers(ctx, resource);
  if (!users.length) return undefined;
  return `options of ${users.map(({ schema: user, field }) => `${user.name}.${field.key} (${screenOf(user)})`).join('; ')}`;
}

function screenOf(schema: AnyResourceSchema): string {
  const key = `resources.${schema.name}.name`;
  const title = loadedText('zh-CN', key);
  const paths = [schema.routes.list, schema.routes.form, schema.routes.show].filter((p): p is string => Boolean(p));
  return `${title === key ? schema.name : title} ${[...new Set(paths)].join(', ')}`;
}

/**
 * The whole `resources: { ... }` of src/deployment.ts: today's mapping with the fixes of these
 * reports merged in, grouped by resource; what needs the deployer is a commented line.
 */
export function deploymentBlock(issues: readonly ShapeIssue[], ctx: FixContext = defaultContext()): string {
  const fields = new Map<string, Map<string, Entry>>();
  const entryAt = (resource: string, field: string) => {
    const byField = fields.get(resource) ?? new Map<string, Entry>();
    fields.set(resource, byField);
    const entry = byField.get(field) ?? { mapping: {}, notes: [] };
    byField.set(field, entry);
    return entry;
  };
  for (const [resource, mapping] of Object.entries(ctx.mapping)) {
    for (const [field, existing] of Object.entries(mapping.fields ?? {})) entryAt(resource, field).mapping = merge(existing);
  }
  for (const issue of issues) {
    for (const fix of fixesOf(ctx, issue, issues)) {
      const entry = entryAt(fix.resource, fix.field);
      entry.mapping = merge(entry.mapping, fix.entry.mapping);
      for (const note of fix.entry.notes) if (!entry.notes.includes(note)) entry.notes.push(note);
    }
  }
  const lines = ['resources: {'];
  for (const [resource, byField] of [...fields.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const screens = screensOf(ctx, resource);
    lines.push(`  ${literalKey(resource)}: {`);
    if (screens) lines.push(`    // ${screens}`);
    lines.push('    fields: {');
    for (const [field, entry] of byField) lines.push(...entryLines(field, entry, '      '));
    lines.push('    },', '  },');
  }
  lines.push('},');
  return lines.join('\n');
}

function entryLines(field: string, entry: Entry, indent: string): string[] {
  const hasCode = Object.keys(entry.mapping).length > 0;
  const lines: string[] = [];
  const [first, ...rest] = entry.notes;
  if (hasCode) lines.push(`${indent}${literalKey(field)}: ${mappingCode(entry.mapping)},${entry.notes.length ? ` // ${first}` : ''}`);
  else if (first) lines.push(`${indent}// ${literalKey(field)}: { ${first}`);
  for (const note of rest) lines.push(`${indent}//   ${note}`);
  return lines;
}

/** One report's text for the console and the panel: what is wrong, and the entry that fixes it. */
export function shapeFixText(issue: ShapeIssue, ctx: FixContext = defaultContext(), all: readonly ShapeIssue[] = shapeIssues()): string {
  const fixes = fixesOf(ctx, issue, all);
  if (!fixes.length) return shapeIssueText(issue);
  const where = `[${issue.resource}] field "${issue.field}"`;
  const keys = `received keys: ${issue.received.join(', ') || '(none)'}`;
  const screens = screensOf(ctx, issue.resource);
  const problem = issue.problem === 'missing'
      ? `${where}: the record has no "${issue.apiName}" (${keys})${screens ? `; read by ${screens}` : ''}`
      : issue.problem === 'unknownValue'
        ? `${where}: ${valuesText(issue)} outside the declared set (the console's values: ${knownText(ctx, issue)}); shown and kept as it is`
        : `${where}: "${issue.apiName}" = ${issue.value} does not fit the field; shown empty`;
  const code = fixes.map((fix) => {
    const existing = ctx.mapping[fix.resource]?.fields?.[fix.field];
    const mapping = Object.keys(fix.entry.mapping).length ? merge(existing, fix.entry.mapping) : undefined;
    const pasted = mapping ? `resources: { ${literalKey(fix.resource)}: { fields: { ${literalKey(fix.field)}: ${mappingCode(mapping)} } } }` : '';
    const left = fix.entry.notes.length ? `still yours to write, ${fix.field}: ${fix.entry.notes.join('; ')}` : '';
    return [pasted, left].filter(Boolean).join(' — ');
  });
  return `${problem}. In src/deployment.ts: ${code.join(' and ')}`;
}

function knownText(ctx: FixContext, issue: ShapeIssue): string {
  const field = schemaOf(ctx, issue.resource)?.field(issue.field);
  if (!field) return 'not known here';
  const values = field.kind === 'status' && field.status ? [field.status.on, field.status.off] : (field.options ?? []).map((o) => o.value);
  return values.map((value) => `${literal(value)} ${labelsOf(issue.resource, field, value)[0] ?? ''}`.trim()).join(', ');
}

let installed: readonly AnyResourceSchema[] = [];
const defaultContext = (): FixContext => ({ schemas: installed, mapping: deployment.resources });

/**
 * Loaded by the schema registry with the first report (src/resources/shapeReports.ts): every
 * report from then on names its fix.
 */
export function fixDescriber(schemas: readonly AnyResourceSchema[]): (issue: ShapeIssue) => string {
  installed = schemas;
  return (issue) => shapeFixText(issue);
}

/** The block for the reports so far (the panel's 复制全部为 deployment.ts). */
export const deploymentBlockOfReports = (): string => deploymentBlock(shapeIssues());

/** Reports grouped by the resource their fix goes into (`resources.<name>`). */
export function groupedByResource(issues: readonly ShapeIssue[]): Array<{ resource: string; issues: ShapeIssue[] }> {
  const groups = new Map<string, ShapeIssue[]>();
  for (const issue of issues) groups.set(issue.resource, [...(groups.get(issue.resource) ?? []), issue]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([resource, list]) => ({ resource, issues: list }));
}
