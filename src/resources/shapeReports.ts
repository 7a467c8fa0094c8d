/**
 * Reports of records that do not match their schema (docs/decisions/100-record-shapes-at-the-boundary.md):
 * one per resource and field, in the console always and on screen in development (ShapeWarnings).
 * Components never see the mismatch: the value shows as empty (or, for an enum, as it came).
 * Each report names the `src/deployment.ts` entry that fixes it (src/resources/shapeFixes.ts,
 * installed by the schema registry). It stays free of imports: a declared call's mismatch loads it
 * with the first report (src/dataProvider/calls.ts), the login page's calls too.
 */
export type ShapeProblem = 'missing' | 'invalid' | 'unknownValue' | 'notARecord';

export interface ShapeIssue {
  /** The schema's resource name; for a reference's options, the source they come from. */
  resource: string;
  /** UI field name (`(record)` when the whole row is not an object). */
  field: string;
  /** The name looked up in the backend's record. */
  apiName: string;
  problem: ShapeProblem;
  /** Keys the record actually had. */
  received: readonly string[];
  /** The offending value, shortened. */
  value?: string;
  /** What declared the shape: a schema's field (default) or a call's answer (`defineCall`). */
  declaredBy?: 'schema' | 'call';
  /** The record as received (the first reported): which of its keys could be the field. */
  sample?: Readonly<Record<string, unknown>>;
  /** `unknownValue`: every value outside the declared set seen so far (shortened, in order). */
  values?: readonly string[];
}

type Listener = (issues: readonly ShapeIssue[]) => void;
const seen = new Map<string, ShapeIssue>();
const listeners = new Set<Listener>();

/** The text of a report without the schemas at hand (the fix is written by `shapeFixes.ts`). */
export function shapeIssueText(issue: ShapeIssue): string {
  const where = `[${issue.resource}] field "${issue.field}"`;
  const keys = `received keys: ${issue.received.join(', ') || '(none)'}`;
  if (issue.declaredBy === 'call') {
    // A call's answer is declared once with its call (docs/decisions/120-one-declaration-per-call.md).
    const what = issue.problem === 'missing' ? `the answer has no "${issue.apiName}" (${keys})` : `"${issue.apiName}" = ${issue.value} does not fit`;
    return `[${issue.resource}] ${what}; shown empty. Fix the backend or the answer shape of this call's declaration (defineCall in its src/**/*.calls.ts).`;
  }
  switch (issue.problem) {
    case 'missing':
      return `${where}: the record has no "${issue.apiName}" (${keys}). If the backend names it otherwise, map it in src/deployment.ts: resources: { ${issue.resource}: { fields: { ${issue.field}: { apiName: '...' } } } }.`;
    case 'invalid':
      return `${where}: "${issue.apiName}" = ${issue.value} does not fit the field; shown empty. Fix the backend or the field declaration in schemas/.`;
    case 'unknownValue':
      return `${where}: ${valuesText(issue)} outside the declared set; shown and kept as it is. Map it in src/deployment.ts: resources: { ${issue.resource}: { fields: { ${issue.field}: { values: { ... } } } } }.`;
    case 'notARecord':
      return `[${issue.resource}] a row is not an object (${issue.value}); skipped.`;
  }
}

/** `value "X" is` / `values "X", "Y" are` (every value seen so far). */
export function valuesText(issue: ShapeIssue): string {
  const values = issue.values ?? (issue.value !== undefined ? [issue.value] : []);
  return values.length === 1 ? `value ${values[0]} is` : `values ${values.join(', ')} are`;
}

let describeIssue: (issue: ShapeIssue) => string = shapeIssueText;

/** The full text (with the `src/deployment.ts` fix): installed once the schemas are known. */
export function setShapeIssueText(describe: (issue: ShapeIssue) => string): void {
  describeIssue = describe;
}

/**
 * Where the full text comes from: the schema registry names a loader (src/resources/shapeFixes.ts
 * loads with the first report, not with the first page: docs/decisions/320). Until it is there,
 * the reports wait and are printed in order once it is; a failed load prints them without the fix
 * and the next report tries again.
 */
let loadDescriber: (() => Promise<(issue: ShapeIssue) => string>) | undefined;
let loading: Promise<void> | undefined;
let waiting: string[] = [];

export function describeShapeIssuesWith(load: () => Promise<(issue: ShapeIssue) => string>): void {
  loadDescriber = load;
}

/** Loads the full text now (tests, and the first report): resolves once reports print it. */
export function shapeTextReady(): Promise<void> {
  const load = loadDescriber;
  if (!load) return Promise.resolve();
  loading ??= load().then(
    (describe) => {
      setShapeIssueText(describe);
      loadDescriber = undefined;
      loading = undefined;
      printWaiting();
    },
    () => {
      loading = undefined;
      printWaiting();
    },
  );
  return loading;
}

function printWaiting(): void {
  const keys = waiting;
  waiting = [];
  for (const key of new Set(keys)) {
    const issue = seen.get(key);
    if (issue) console.warn(describeIssue(issue));
  }
}

/** What the console printed for this report (its fix included, when the schemas are loaded). */
export const describeShapeIssue = (issue: ShapeIssue): string => describeIssue(issue);

const keyOf = (issue: ShapeIssue) => `${issue.resource}\u0000${issue.field}\u0000${issue.problem}`;

/** Depth of `withoutReports` calls in progress (a probe's reads report nothing). */
let quiet = 0;

/**
 * Runs `probe` with reporting off: a read made only to weigh a guess (shapeFixes.ts tries a
 * backend value against a field's reader) is not the backend's record and reports nothing.
 */
export function withoutReports<T>(probe: () => T): T {
  quiet += 1;
  try {
    return probe();
  } finally {
    quiet -= 1;
  }
}

export function reportShapeIssue(issue: ShapeIssue): void {
  if (quiet > 0) return;
  const key = keyOf(issue);
  const known = seen.get(key);
  if (known) {
    // An enum's report grows with every other value outside the set (all of them go in one map).
    if (issue.problem !== 'unknownValue' || issue.value === undefined || known.values?.includes(issue.value)) return;
    seen.set(key, { ...known, values: [...(known.values ?? []), issue.value] });
  } else {
    seen.set(key, issue.problem === 'unknownValue' && issue.value !== undefined ? { ...issue, values: [issue.value] } : issue);
  }
  if (loadDescriber) {
    waiting.push(key);
    void shapeTextReady();
  } else console.warn(describeIssue(seen.get(key)!));
  const all = [...seen.values()];
  for (const listener of listeners) listener(all);
}

export function shapeIssues(): readonly ShapeIssue[] {
  return [...seen.values()];
}

export function subscribeShapeIssues(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: forget what was reported. */
export function resetShapeIssues(): void {
  seen.clear();
  waiting = [];
}

export function shortValue(value: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
