/**
 * Reports of records that do not match their schema (DESIGN.md "Record shapes"): one per
 * resource and field, in the console always and on screen in development (ShapeWarnings).
 * Components never see the mismatch: the value shows as empty (or, for an enum, as it came).
 */
export type ShapeProblem = 'missing' | 'invalid' | 'unknownValue' | 'notARecord';

export interface ShapeIssue {
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
}

type Listener = (issues: readonly ShapeIssue[]) => void;
const seen = new Map<string, ShapeIssue>();
const listeners = new Set<Listener>();

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
      return `${where}: the record has no "${issue.apiName}" (${keys}). If the backend names it otherwise, map it in src/deployment.ts: resources.${issue.resource}.fields.${issue.field}.apiName.`;
    case 'invalid':
      return `${where}: "${issue.apiName}" = ${issue.value} does not fit the field; shown empty. Fix the backend or the field declaration in schemas/.`;
    case 'unknownValue':
      return `${where}: value ${issue.value} is outside the declared set; shown and kept as it is. Map it in src/deployment.ts: resources.${issue.resource}.fields.${issue.field}.values.`;
    case 'notARecord':
      return `[${issue.resource}] a row is not an object (${issue.value}); skipped.`;
  }
}

export function reportShapeIssue(issue: ShapeIssue): void {
  const key = `${issue.resource}\u0000${issue.field}\u0000${issue.problem}`;
  if (seen.has(key)) return;
  seen.set(key, issue);
  console.warn(shapeIssueText(issue));
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
