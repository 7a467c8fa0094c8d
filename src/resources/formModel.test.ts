import { describe, expect, it } from 'vitest';
import { defineResource, isEditable } from './defineResource';
import { field } from './fields';

/** Sections, per-field renderers, editableWhen and form actions as declared data (issue 22 item 1). */
const fields = {
  name: field.text().required().section('basic'),
  code: field.text().section('basic'),
  kind: field.enum([{ value: 'a' }, { value: 'b' }]),
  note: field.textarea().section('more').editableWhen('kind', ['b']),
  skus: field.widget('demoMatrix').renderWith({ input: 'demoMatrix', cell: 'demoCell', show: 'demoShow' }).section('more'),
  createTime: field.datetime().readOnly().section('basic'),
};

const demo = defineResource({
  name: 'formDemo',
  routes: { list: '/formDemo', form: '/formDemo/edit' },
  api: {
    list: 'GET /backend/formDemo/page',
    save: 'POST /backend/formDemo/operation',
    actions: {
      publish: { call: 'POST /backend/formDemo/publish/{id}', payload: 'none', scope: 'record', visibleWhen: (r) => r.kind !== 'b' },
    },
  },
  fields,
  form: {
    sections: { more: { order: 2 }, basic: { order: 1, columns: 2 } },
    actions: { publish: { then: 'publish' } },
    afterSave: 'stay',
  },
});

describe('form model', () => {
  it('orders the sections and puts each editable field in its own, the loose ones first and untitled', () => {
    expect(demo.form.sections.map((s) => [s.key, s.title, s.columns, s.fields.map((f) => f.key)])).toEqual([
      ['', undefined, 1, ['kind']],
      ['basic', 'resources.formDemo.sections.basic', 2, ['name', 'code']],
      ['more', 'resources.formDemo.sections.more', 1, ['note', 'skus']],
    ]);
  });

  it('keeps the renderers a field names for its input, cell and show display', () => {
    expect(demo.field('skus')?.renderers).toEqual({ input: 'demoMatrix', cell: 'demoCell', show: 'demoShow' });
    // Named in two steps, the later names add to the earlier ones.
    expect(field.text().renderWith({ input: 'a' }).renderWith({ cell: 'b' }).state.renderers).toEqual({ input: 'a', cell: 'b' });
  });

  it('enables a field from another value (a list of values or a test of all values)', () => {
    const note = demo.field('note')!;
    expect(isEditable(note, { kind: 'a' })).toBe(false);
    expect(isEditable(note, { kind: 'b' })).toBe(true);
    expect(isEditable(demo.field('name')!, {})).toBe(true);
    const byTest = field.text().editableWhen('kind', (value, values) => value === 'a' && values.code === 'x').state;
    expect(isEditable(byTest, { kind: 'a', code: 'x' })).toBe(true);
    expect(isEditable(byTest, { kind: 'a', code: 'y' })).toBe(false);
  });

  it('declares form actions over record actions, with their message keys, and what follows a save', () => {
    expect(demo.form.actions).toEqual([{ key: 'publish', then: 'publish', messages: 'resources.formDemo.formActions.publish' }]);
    expect(demo.form.afterSave).toBe('stay');
    const plain = defineResource({ name: 'plainDemo', routes: { list: '/plainDemo' }, api: { list: 'GET /backend/plainDemo/page' }, fields: { name: field.text() } });
    expect(plain.form).toEqual({ sections: [{ key: '', columns: 1, fields: [plain.field('name')] }], actions: [], afterSave: 'list' });
  });

  it('refuses an unknown section, an unknown editableWhen field and a form action without a record call', () => {
    const base = { routes: { list: '/x' }, api: { list: 'GET /backend/x/page' } } as const;
    expect(() => defineResource({ ...base, name: 'x1', fields: { a: field.text().section('nowhere') } })).toThrow(/unknown form section "nowhere"/);
    expect(() =>
      defineResource({
        ...base,
        name: 'x2',
        // @ts-expect-error -- editableWhen must read a declared field
        fields: { a: field.text().editableWhen('missing', [1]) },
      }),
    ).toThrow(/editableWhen reads unknown field "missing"/);
    expect(() => defineResource({ ...base, name: 'x3', fields: { a: field.text() }, form: { actions: { go: { then: 'nothing' } } } })).toThrow(/form action "go" runs "nothing"/);
  });
});
