import {
  formFields,
  isVisible,
  validateValues,
  type FieldSpec,
  type ResourceSchema,
} from '../../src/resources/defineResource';

/**
 * Payloads derived from a schema's declaration for the generated contract tests: valid ones from
 * seeded records, invalid ones from the field rules (one broken rule each) and from the
 * cross-field rules (values that pass every field's own check but break the rule).
 */
type Values = Record<string, unknown>;

/** What a form would send for a record: the editable fields it shows (date-range controls carry no value). */
export function formValuesOf(schema: ResourceSchema<unknown>, record: Values): Values {
  const out: Values = {};
  for (const f of formFields(schema)) if (f.kind !== 'dateRange' && isVisible(f, record)) out[f.key] = record[f.key] ?? null;
  return out;
}

/** The first records whose form values pass every rule (field and cross-field). */
export function validPayloads(schema: ResourceSchema<unknown>, records: readonly Values[]): Values[] {
  return records.map((r) => formValuesOf(schema, r)).filter((values) => validateValues(schema, values).length === 0);
}

/** A change for the update test: a text field edited within its limits, else the values as they are. */
export function changeOf(schema: ResourceSchema<unknown>, values: Values): Values {
  const text = formFields(schema).find(
    (f) =>
      (f.kind === 'text' || f.kind === 'textarea') &&
      !f.pattern &&
      typeof values[f.key] === 'string' &&
      isVisible(f, values),
  );
  if (!text) return {};
  const max = text.max ?? 100;
  const changed = `${String(values[text.key]).slice(0, Math.max(0, max - 3))}（改）`.slice(0, max);
  return { [text.key]: changed };
}

export interface InvalidCase {
  /** e.g. `title: too long`. */
  name: string;
  field: string;
  values: Values;
}

/** Values the field's own zod rule refuses (each case breaks one rule). */
function brokenValues(f: FieldSpec): Array<[string, unknown]> {
  const out: Array<[string, unknown]> = [];
  if (f.required) out.push(['missing', null]);
  switch (f.kind) {
    case 'text':
    case 'textarea':
    case 'richText':
      if (f.max !== undefined)
        out.push(['too long', f.kind === 'richText' ? `<p>${'长'.repeat(f.max)}</p>` : '长'.repeat(f.max + 1)]);
      if (f.min !== undefined && f.min > 1) out.push(['too short', '短'.repeat(f.min - 1)]);
      if (f.pattern) out.push(['not matching its pattern', '\u0000']);
      break;
    case 'number':
    case 'money':
      out.push(['not a number', 'abc']);
      if (f.min !== undefined)
        out.push([
          f.minExclusive ? 'equal to its exclusive minimum' : 'below its minimum',
          f.minExclusive ? f.min : f.min - 1,
        ]);
      if (f.max !== undefined) out.push(['above its maximum', f.max + 1]);
      if (f.integer) out.push(['not an integer', 1.5]);
      if (f.kind === 'money') out.push(['more than two decimals', 1.234]);
      break;
    case 'enum':
    case 'status':
      out.push(['not one of its options', '__none__']);
      break;
    case 'date':
    case 'datetime':
      out.push(['not a date', '2026/13/45']);
      break;
    case 'reference':
      out.push(['not an id', true]);
      break;
    case 'references':
      out.push(['not a list of ids', 'x']);
      if (f.max !== undefined)
        out.push(['more items than its maximum', Array.from({ length: f.max + 1 }, (_, i) => i + 1)]);
      break;
    default:
      break;
  }
  return out;
}

/** One payload per field rule, each breaking only that rule of a valid payload. */
export function invalidCases(schema: ResourceSchema<unknown>, valid: Values): InvalidCase[] {
  const cases: InvalidCase[] = [];
  for (const f of formFields(schema)) {
    if (f.kind === 'dateRange' || !isVisible(f, valid)) continue;
    for (const [what, value] of brokenValues(f)) {
      const values = { ...valid, [f.key]: value };
      // Keep only payloads the engine refuses on this field (the stand-in runs the same check).
      if (validateValues(schema, values).some((issue) => issue.key === f.key && !issue.rule))
        cases.push({ name: `${f.key}: ${what}`, field: f.key, values });
    }
  }
  return cases;
}

export interface RuleCase {
  rule: string;
  message: string;
  args: Record<string, unknown>;
  values: Values;
}

/** Candidate values of one field around its bounds (for breaking cross-field rules). */
function boundValues(f: FieldSpec): unknown[] {
  if (f.kind !== 'number' && f.kind !== 'money') return [];
  const step = f.integer ? 1 : 0.01;
  return [f.min !== undefined ? (f.minExclusive ? f.min + step : f.min) : undefined, f.max].filter(
    (v) => v !== undefined,
  );
}

/**
 * For every cross-field rule (validate, date ranges), values that pass every field's own check
 * but break the rule: the rule's fields swapped, or one set to a bound. A rule none of these
 * breaks is reported by the test.
 */
export function ruleCases(
  schema: ResourceSchema<unknown>,
  valid: Values,
): Array<RuleCase | { rule: string; unbroken: true }> {
  const rules = [
    ...formFields(schema)
      .filter((f) => f.range && !f.range.on)
      .map((f) => ({ name: f.key, fields: [f.range!.from, f.range!.to] })),
    ...schema.rules.map((r) => ({ name: r.name, fields: [...r.fields] })),
  ];
  return rules.map((rule) => {
    const candidates: Values[] = [];
    const [a, b] = rule.fields;
    if (a !== undefined && b !== undefined) candidates.push({ ...valid, [a]: valid[b], [b]: valid[a] });
    for (const key of rule.fields) {
      const spec = schema.field(key);
      for (const value of spec ? boundValues(spec) : []) candidates.push({ ...valid, [key]: value });
    }
    for (const values of candidates) {
      const issues = validateValues(schema, values);
      if (issues.length && issues.every((i) => i.rule === rule.name))
        return { rule: rule.name, message: issues[0].message, args: issues[0].args, values };
    }
    return { rule: rule.name, unbroken: true as const };
  });
}
