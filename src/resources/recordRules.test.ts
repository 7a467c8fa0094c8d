import { beforeEach, describe, expect, it } from 'vitest';
import { deployment } from '../deployment';
import { shapeIssues } from './shapeReports';
import { bool, encodeFields, id, idList, listOf, nullableId, num, oneOf, optional, parsePage, parseRecord, parseRows, requireRecord, text } from './recordCodec';
import { captureShapeIssues } from '../../tests/helpers/shapeIssues';

captureShapeIssues();
// A deployment that maps two fields of a test resource (src/deployment.ts is the one place to
// map); the test setup puts the contract settings back before every test.
beforeEach(() => {
  deployment.resources = { mapped: { fields: { title: { apiName: 'headline' }, state: { apiName: 'onShelf', values: { 1: 'ON', 0: 'OFF' } } } } };
});

const issues = () => shapeIssues().map(({ resource, field, apiName, problem, value }) => ({ resource, field, apiName, problem, ...(value ? { value } : {}) }));

describe('field rules', () => {
  const rules = {
    name: text(),
    price: num(),
    key: id(),
    parent: nullableId(),
    flag: bool(),
    state: oneOf([0, 1]),
    tags: idList(),
    note: optional(text()),
  };

  it('reads well-formed values as they are, with no report', () => {
    const record = parseRecord('thing', { name: 'A', price: 6.5, key: 3, parent: null, flag: true, state: 1, tags: [1, '2'], note: 'n' }, rules);
    expect(record).toEqual({ name: 'A', price: 6.5, key: 3, parent: null, flag: true, state: 1, tags: [1, '2'], note: 'n' });
    expect(shapeIssues()).toEqual([]);
  });

  it('coerces numbers sent as strings and text sent as numbers', () => {
    const record = parseRecord('thing', { name: 10086, price: ' 12.50 ', key: '7', parent: 9, flag: '1', state: '0', tags: [], note: 5 }, rules);
    expect(record).toEqual({ name: '10086', price: 12.5, key: '7', parent: 9, flag: true, state: 0, tags: [], note: '5' });
    expect(shapeIssues()).toEqual([]);
  });

  it('null is empty, not a mismatch; missing fields are empty and reported with the keys received', () => {
    const record = parseRecord('thing', { title: 'renamed', price: null, tags: null, extra: { x: 1 } }, rules);
    expect(record).toEqual({ name: '', price: undefined, key: undefined, parent: null, flag: undefined, state: undefined, tags: [], note: '' });
    expect(record).not.toHaveProperty('extra');
    const missing = shapeIssues().filter((issue) => issue.problem === 'missing');
    // `note` is optional: its absence is not reported; price and tags were null: not reported.
    expect(missing.map((issue) => issue.field).sort()).toEqual(['flag', 'key', 'name', 'parent', 'state']);
    expect(missing[0].received).toEqual(['title', 'price', 'tags', 'extra']);
  });

  it('mistyped values are empty and reported as invalid with the value', () => {
    const record = parseRecord('thing', { name: { a: 1 }, price: 'abc', key: '', parent: true, flag: 'yes', state: { on: true }, tags: [1, { id: 2 }], note: [] }, rules);
    expect(record).toEqual({ name: '', price: undefined, key: undefined, parent: null, flag: undefined, state: undefined, tags: [], note: '' });
    expect(issues()).toEqual(
      expect.arrayContaining([
        { resource: 'thing', field: 'price', apiName: 'price', problem: 'invalid', value: '"abc"' },
        { resource: 'thing', field: 'state', apiName: 'state', problem: 'invalid', value: '{"on":true}' },
        { resource: 'thing', field: 'tags', apiName: 'tags', problem: 'invalid', value: '[1,{"id":2}]' },
      ]),
    );
    expect(shapeIssues()).toHaveLength(8);
  });

  it('an enum value outside the declared set is kept as it came (number or text) and reported once as unknownValue', () => {
    const state = { state: oneOf([0, 1]) };
    expect(parseRecord('thing', { state: 7 }, state)).toEqual({ state: 7 });
    expect(parseRecord('thing', { state: 'PENDING_REVIEW' }, state)).toEqual({ state: 'PENDING_REVIEW' });
    // Declared values still win, from their strings and booleans too.
    expect(parseRecord('thing', { state: '1' }, state)).toEqual({ state: 1 });
    expect(parseRecord('thing', { state: false }, state)).toEqual({ state: 0 });
    // Nothing to show: an empty text, a non-finite number, a boolean outside the set.
    expect(parseRecord('thing', { state: '  ' }, state)).toEqual({ state: undefined });
    expect(parseRecord('thing', { state: Number.NaN }, state)).toEqual({ state: undefined });
    expect(parseRecord('thing', { state: true }, { state: oneOf([0, 2]) })).toEqual({ state: undefined });
    expect(issues()).toEqual([
      { resource: 'thing', field: 'state', apiName: 'state', problem: 'unknownValue', value: '7' },
      { resource: 'thing', field: 'state', apiName: 'state', problem: 'invalid', value: '"  "' },
    ]);
  });

  it('rejects non-finite numbers and numeric-looking garbage', () => {
    for (const value of ['NaN', 'Infinity', '1,5', '12px', '', ' ']) {
      expect(parseRecord('numbers', { price: value }, { price: num() })?.price).toBeUndefined();
    }
    expect(parseRecord('numbers', { price: '-3.5e2' }, { price: num() })?.price).toBe(-350);
  });

  it('reports each resource, field and problem once', () => {
    parseRecord('thing', {}, { name: text() });
    parseRecord('thing', {}, { name: text() });
    expect(shapeIssues()).toHaveLength(1);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('a value that is not a record is null and reported', () => {
    expect(parseRecord('thing', 'oops', { name: text() })).toBeNull();
    expect(parseRecord('thing', [1], { name: text() })).toBeNull();
    expect(issues()).toEqual([{ resource: 'thing', field: '(record)', apiName: '', problem: 'notARecord', value: '"oops"' }]);
  });

  it('lists of nested records skip the rows that are not records', () => {
    const child = (raw: unknown) => parseRecord('child', raw, { label: text() });
    expect(parseRecord('parent', { rows: [{ label: 'a' }, 3, { label: 'b' }] }, { rows: listOf(child) })).toEqual({ rows: [{ label: 'a' }, { label: 'b' }] });
    expect(parseRecord('parent', { rows: 'a,b' }, { rows: listOf(child) })).toEqual({ rows: [] });
    expect(issues()).toEqual([
      { resource: 'child', field: '(record)', apiName: '', problem: 'notARecord', value: '3' },
      { resource: 'parent', field: 'rows', apiName: 'rows', problem: 'invalid', value: '"a,b"' },
    ]);
  });
});

describe('deployment mapping', () => {
  it('reads a field under the name and values src/deployment.ts gives it', () => {
    const record = parseRecord('mapped', { headline: 'Hi', onShelf: 'ON' }, { title: text(), state: oneOf([0, 1]) });
    expect(record).toEqual({ title: 'Hi', state: 1 });
    expect(shapeIssues()).toEqual([]);
  });

  it('a backend value the mapping does not list is kept as the backend spelled it, and written back unchanged', () => {
    const record = parseRecord('mapped', { headline: 'Hi', onShelf: 'IN_REVIEW' }, { title: text(), state: oneOf([0, 1]) });
    expect(record).toEqual({ title: 'Hi', state: 'IN_REVIEW' });
    expect(encodeFields('mapped', record!)).toEqual({ headline: 'Hi', onShelf: 'IN_REVIEW' });
    expect(encodeFields('mapped', { title: 'Hi', state: 0 })).toEqual({ headline: 'Hi', onShelf: 'OFF' });
    expect(issues()).toEqual([{ resource: 'mapped', field: 'state', apiName: 'onShelf', problem: 'unknownValue', value: '"IN_REVIEW"' }]);
  });

  it('reports the backend name it looked for', () => {
    parseRecord('mapped', { title: 'not the mapped name' }, { title: text() });
    expect(issues()).toEqual([{ resource: 'mapped', field: 'title', apiName: 'headline', problem: 'missing' }]);
  });
});

describe('answers', () => {
  const row = (raw: unknown) => parseRecord('row', raw, { name: text() });

  it('a page answer without records is 非本系统的接口', () => {
    expect(() => parsePage('row', { list: [] }, row)).toThrow('http.errors.foreign');
    expect(() => parsePage('row', null, row)).toThrow('http.errors.foreign');
    expect(parsePage('row', { records: [{ name: 'a' }, null], total: '12' }, row)).toEqual({ data: [{ name: 'a' }], total: 12 });
    expect(parsePage('row', { records: [{ name: 'a' }] }, row)).toEqual({ data: [{ name: 'a' }], total: 1 });
  });

  it('a list answer must be an array; a record answer a record', () => {
    expect(() => parseRows('row', { records: [] }, row)).toThrow('http.errors.foreign');
    expect(parseRows('row', [{ name: 1 }], row)).toEqual([{ name: '1' }]);
    expect(() => requireRecord('row', true, row)).toThrow('http.errors.foreign');
    expect(() => requireRecord('row', [], row)).toThrow('http.errors.foreign');
    expect(requireRecord('row', { name: 'x' }, row)).toEqual({ name: 'x' });
  });
});
