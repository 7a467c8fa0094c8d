import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineResource, isVisible, toPayload, validateValues, type Entity } from './defineResource';
import { parseEndpoint, fillPath, sameCall } from './endpoint';
import { field } from './fields';
import type { GalleryValue } from './mediaValues';

const fields = {
  name: field.text({ max: 5 }).required().list().filter(),
  kind: field.enum([{ value: 1, color: 'primary' }, { value: 2 }]).required(),
  url: field.text().required().visibleWhen('kind', [2]),
  price: field.money({ max: 100 }),
  weight: field.number({ min: 1, integer: true }),
  status: field.status().toggle(),
  images: field.gallery({ max: 2 }),
  createTime: field.datetime().readOnly().list(),
};

const demo = defineResource({
  name: 'demo',
  routes: { list: '/demo' },
  api: {
    list: 'GET /backend/demo/page',
    get: 'GET /backend/demo/info?id',
    save: 'POST /backend/demo/operation',
    remove: 'DELETE /backend/demo body:ids',
    status: 'POST /backend/demo/status/{id}/{status}',
  },
  fields,
});

describe('defineResource', () => {
  it('derives the entity type from the fields (required vs optional, literal enums)', () => {
    type E = Entity<typeof fields>;
    expectTypeOf<E['name']>().toEqualTypeOf<string>();
    expectTypeOf<E['kind']>().toEqualTypeOf<1 | 2>();
    expectTypeOf<E['price']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<E['images']>().toEqualTypeOf<GalleryValue | null | undefined>();
  });

  it('type-checks visibleWhen keys, columns and defaultSort against the fields', () => {
    const bad = () =>
      defineResource({
        name: 'bad',
        routes: { list: '/bad' },
        api: { list: 'GET /bad/page' },
        // @ts-expect-error visibleWhen reads a key the resource does not have
        fields: { a: field.text().visibleWhen('nope', [1]) },
      });
    expect(bad).toThrow(/unknown field "nope"/);
    const badColumn = () =>
      defineResource({
        name: 'bad2',
        routes: { list: '/bad2' },
        api: { list: 'GET /bad2/page' },
        fields: { a: field.text() },
        // @ts-expect-error columns are keys of the fields
        columns: ['b'],
      });
    expect(badColumn).toThrow(/unknown column "b"/);
  });

  it('lists the columns and the status field', () => {
    expect(demo.columns.map((c) => c.key)).toEqual(['name', 'createTime']);
    expect(demo.statusField?.key).toBe('status');
    expect(demo.api?.remove?.bodyKey).toBe('ids');
  });

  it('validates with i18n message keys and limits', () => {
    expect(validateValues(demo, {})).toEqual([
      { key: 'name', message: 'engine.validation.required', args: {} },
      { key: 'kind', message: 'engine.validation.required', args: {} },
    ]);
    const picture = (url: string, sortOrder: number) => ({ name: 'a.png', imageUrl: url, mainImageFlag: sortOrder === 0, sortOrder, mediaType: 'Image', cover: '' });
    const issues = validateValues(demo, { name: '太长的名字啊', kind: 3, price: 1.234, weight: 0.5, images: [picture('ftp://x', 0)] });
    expect(Object.fromEntries(issues.map((i) => [i.key, i.message]))).toEqual({
      name: 'engine.validation.maxLength',
      kind: 'engine.validation.option',
      price: 'engine.validation.money',
      weight: 'engine.validation.integer',
      images: 'engine.validation.invalid',
    });
    expect(issues.find((i) => i.key === 'name')?.args).toMatchObject({ max: 5 });
    const three = [picture('https://a', 0), picture('https://b', 1), picture('https://c', 2)];
    expect(validateValues(demo, { name: 'a', kind: 1, images: three })[0].message).toBe('engine.validation.maxItems');
    expect(validateValues(demo, { name: 'a', kind: 1, images: three.slice(0, 2) })).toEqual([]);
    // The gallery's own rules: a video is never main, sortOrder runs from 0.
    const mainVideo = [{ ...picture('https://v', 0), mediaType: 'Video', cover: 'https://cover' }];
    expect(validateValues(demo, { name: 'a', kind: 1, images: mainVideo })[0]).toMatchObject({ key: 'images' });
    expect(validateValues(demo, { name: 'a', kind: 1, images: [picture('https://a', 1)] })[0]).toMatchObject({ key: 'images' });
  });

  it('never requires, validates or sends a hidden field', () => {
    expect(isVisible(demo.field('url')!, { kind: 1 })).toBe(false);
    expect(validateValues(demo, { name: 'a', kind: 1, url: '' })).toEqual([]);
    expect(validateValues(demo, { name: 'a', kind: 2 })).toEqual([{ key: 'url', message: 'engine.validation.required', args: {} }]);
    expect(toPayload(demo, { id: 7, name: 'a', kind: 1, url: 'left over', createTime: 'x' })).toEqual({
      id: 7, name: 'a', kind: 1, price: null, weight: null, status: null, images: null,
    });
  });

  it('checks responses with the record schema', () => {
    expect(demo.recordSchema.safeParse({ id: 1, name: 'a', kind: 1, extra: true }).success).toBe(true);
    expect(demo.recordSchema.safeParse({ id: 1, name: 'a', kind: '1' }).success).toBe(false);
    expect(demo.recordSchema.safeParse({ id: 1, name: 'a', kind: 1, url: null }).success).toBe(true);
  });
});

describe('endpoint notation', () => {
  it('parses method, path, query keys and body keys', () => {
    expect(parseEndpoint('GET /backend/agreement/info?id')).toMatchObject({ method: 'GET', path: '/backend/agreement/info', query: ['id'], paged: false });
    expect(parseEndpoint('POST /backend/supplier/goods/page')).toMatchObject({ method: 'POST', paged: true });
    expect(parseEndpoint('DELETE /backend/accountManager/delete body:id').bodyKey).toBe('id');
    expect(() => parseEndpoint('FETCH /x')).toThrow(/Bad endpoint/);
    expect(fillPath('/x/status/{id}/{status}', { id: 3, status: 0 })).toBe('/x/status/3/0');
    expect(() => fillPath('/x/{id}', {})).toThrow(/Missing path value/);
    expect(sameCall({ method: 'GET', path: '/a/{id}' }, { method: 'GET', path: '/a/{orderId}' })).toBe(true);
  });
});
