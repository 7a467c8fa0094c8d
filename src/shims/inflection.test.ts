// The package itself, by its file path: the bare name `inflection` resolves to the shim (vite.config.ts).
import * as real from 'inflection/lib/inflection.js';
import { describe, expect, it } from 'vitest';
import { schemas } from '../resources/registry';
import * as shim from './inflection';

const resourceNames = schemas.map((schema) => schema.name);
// react-admin labels a field by its source's last segment (getFieldLabelTranslationArgs).
const fieldSources = [...new Set(schemas.flatMap((schema) => [...schema.fields, ...schema.columns].map((field) => field.key.split('.').pop() ?? field.key)))];

describe('the inflection shim gives the package\'s answers for this console\'s names', () => {
  it('covers the schemas', () => {
    expect(resourceNames.length).toBeGreaterThan(10);
    expect(fieldSources.length).toBeGreaterThan(50);
  });

  it.each(resourceNames)('resource %s: humanize, inflect (1 and 2), singularize, pluralize, capitalize', (name) => {
    expect(shim.humanize(name)).toBe(real.humanize(name));
    expect(shim.inflect(name, 1)).toBe(real.inflect(name, 1));
    expect(shim.inflect(name, 2)).toBe(real.inflect(name, 2));
    expect(shim.humanize(shim.inflect(name, 2))).toBe(real.humanize(real.inflect(name, 2)));
    expect(shim.humanize(shim.singularize(name))).toBe(real.humanize(real.singularize(name)));
    expect(shim.pluralize(name)).toBe(real.pluralize(name));
    expect(shim.capitalize(name)).toBe(real.capitalize(name));
  });

  it('every field source: transform(underscore, humanize)', () => {
    const differ = fieldSources.filter((source) => shim.transform(source, ['underscore', 'humanize']) !== real.transform(source, ['underscore', 'humanize']));
    expect(differ).toEqual([]);
  });

  it('common English plurals and singulars', () => {
    for (const word of ['order', 'category', 'address', 'box', 'status', 'shelf', 'knife', 'key', 'goods', 'branch', 'dish']) {
      expect(shim.inflect(word, 2), word).toBe(real.inflect(word, 2));
      expect(shim.inflect(real.inflect(word, 2), 1), word).toBe(real.inflect(real.inflect(word, 2), 1));
    }
  });

  it('names a method it does not provide instead of answering wrong', () => {
    expect(() => shim.transform('orderId', ['camelize'])).toThrow(/camelize/);
  });
});
