import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { formFields, isVisible, validateValues, type ValidationIssue, type AnyResourceSchema } from '../defineResource';
import { inputWidget } from '../widgetRegistry';

/**
 * react-hook-form resolver from a schema: the engine's rules (the same the stand-in applies),
 * messages translated to the current language. Hidden fields are neither checked nor required.
 */
export function schemaResolver(
  schema: AnyResourceSchema,
  translate: (key: string, args?: Record<string, unknown>) => string,
  /** The record being edited (its own enum values outside the declared set are kept). */
  loaded?: Readonly<Record<string, unknown>>,
): Resolver<FieldValues> {
  return async (values) => {
    const issues = withWidgetChecks(schema, values, validateValues(schema, values, loaded));
    if (!issues.length) return { values, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of issues) {
      if (errors[issue.key]) continue;
      errors[issue.key] = { type: 'validate', message: translate(issue.message, issue.args) };
    }
    return { values: {}, errors };
  };
}

/**
 * A field whose input widget checks its own value (`check`, e.g. the SKU grid's rows) is judged by
 * it instead of the field's value rule: the widget draws the messages, the form only refuses.
 */
export function withWidgetChecks(schema: AnyResourceSchema, values: Readonly<Record<string, unknown>>, issues: ValidationIssue[]): ValidationIssue[] {
  const checked = formFields(schema).flatMap((field) => {
    const check = inputWidget(field)?.check;
    return check && isVisible(field, values) ? [{ key: field.key, count: check(values[field.key], values) }] : [];
  });
  if (!checked.length) return issues;
  const own = new Set(checked.map((c) => c.key));
  return [
    ...issues.filter((issue) => !own.has(issue.key)),
    ...checked.filter((c) => c.count > 0).map((c) => ({ key: c.key, message: 'engine.form.invalid', args: { count: c.count } })),
  ];
}

/** Problems behind the refused fields: one each, or what the field's widget counts. */
export function problemCount(schema: AnyResourceSchema, values: Readonly<Record<string, unknown>>, refused: readonly string[]): number {
  return refused.reduce((sum, key) => {
    const field = schema.field(key);
    const check = field ? inputWidget(field)?.check : undefined;
    return sum + (check ? Math.max(1, check(values[key], values)) : 1);
  }, 0);
}
