import { describe, expect, it } from 'vitest';
import { messages, type Locale, type Messages } from '../../i18n';
import { schemas } from '../../src/resources/registry';
import { fixtures } from '../fixtures/fixtures';

/**
 * Every label a schema's screens read (docs/adding-a-screen.md "Labels"), in zh-CN and English:
 * a new entity's two i18n files are checked here, so a missing one fails `npm test` instead of
 * showing a raw key such as `resources.brand.pages.edit` in a tab.
 */
type Schema = (typeof schemas)[number];

/** The message keys the generated screens of a schema look up. */
function labelKeys(schema: Schema): string[] {
  const at = (key: string) => `resources.${schema.name}.${key}`;
  const keys = [at('name')];
  for (const f of schema.fields) {
    keys.push(at(`fields.${f.key}`));
    if (f.kind === 'enum') for (const o of f.options ?? []) keys.push(at(`enums.${f.key}.${o.value}`));
  }
  if (schema.ownPages && (schema.routes.form || schema.routes.show)) keys.push(at('singular'));
  if (schema.ownPages && !schema.pages?.form && schema.routes.form) keys.push(at('pages.form'), at('pages.edit'));
  if (schema.ownPages && !schema.pages?.show && schema.routes.show) keys.push(at('pages.show'));
  // Reorder calls are drawn as 上移 / 下移, not as a button of their own.
  for (const [key, action] of Object.entries(schema.api?.actions ?? {})) if (!action.reorder) keys.push(at(`actions.${key}`));
  for (const section of [...schema.form.sections, ...schema.show.sections]) if (section.title) keys.push(section.title);
  for (const rule of schema.rules) keys.push(rule.message);
  for (const action of schema.form.actions) keys.push(...['label', 'done', 'failed'].map((m) => `${action.messages}.${m}`));
  for (const preset of Object.keys(schema.filterPresets ?? {})) keys.push(at(`filterPresets.${preset}`));
  return keys;
}

function lookUp(catalogue: Messages, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Messages)[part] : undefined), catalogue);
}

const missing = (schema: Schema, catalogue: Messages) => labelKeys(schema).filter((key) => typeof lookUp(catalogue, key) !== 'string');

describe('schema labels', () => {
  for (const locale of ['zh-CN', 'en'] as const satisfies readonly Locale[]) {
    it.each(schemas.map((s) => [s.name, s] as const))(`${locale}: %s has every label its screens show`, (_name, schema) => {
      expect(missing(schema, messages[locale])).toEqual([]);
    });
    it.each(fixtures.map((f) => [f.schema.name, f] as const))(`${locale}: fixture %s has every label its screens show`, (_name, fixture) => {
      expect(missing(fixture.schema as Schema, fixture.labels[locale])).toEqual([]);
    });
  }
});
