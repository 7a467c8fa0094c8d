import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { validateValues, type ResourceSchema } from '../defineResource';

/**
 * react-hook-form resolver from a schema: the engine's rules (the same the stand-in applies),
 * messages translated to the current language. Hidden fields are neither checked nor required.
 */
export function schemaResolver(
  schema: ResourceSchema<unknown>,
  translate: (key: string, args?: Record<string, unknown>) => string,
  /** The record being edited (its own enum values outside the declared set are kept). */
  loaded?: Readonly<Record<string, unknown>>,
): Resolver<FieldValues> {
  return async (values) => {
    const issues = validateValues(schema, values, loaded);
    if (!issues.length) return { values, errors: {} };
    const errors: FieldErrors = {};
    for (const issue of issues) {
      if (errors[issue.key]) continue;
      errors[issue.key] = { type: 'validate', message: translate(issue.message, issue.args) };
    }
    return { values: {}, errors };
  };
}
