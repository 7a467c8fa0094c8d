import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, memoryStore } from 'react-admin';
import { i18nProvider } from '../../app/i18nProvider';
import { defineResource, type AnyResourceSchema } from '../defineResource';
import { field } from '../fields';
import { buildShowPartRegistry, type ShowPartProps } from '../showParts';
import { moneyText } from './FieldDisplay';
import { SchemaShowLayout } from './SchemaShow';

/**
 * Show sections (docs/decisions/270-show-sections.md): the declaration resolved and checked at
 * start-up, money in the record's own currency, parts by name drawn inside their section.
 */
const fields = {
  code: field.text(),
  currency: field.text(),
  price: field.money({ currencyFrom: 'currency' }),
  note: field.text(),
  state: field.enum([{ value: 0 }, { value: 1 }]),
  closedAt: field.text().visibleWhen('state', [1]),
};

const declared = defineResource({
  name: 'showDemo',
  routes: { list: '/showDemo' },
  api: { list: 'POST /backend/showDemo/page', get: 'GET /backend/showDemo/{id}' },
  outsideSpec: true,
  fields,
  show: {
    badge: 'state',
    sections: {
      later: { order: 2, columns: 1, fields: ['closedAt'] },
      money: { order: 1, columns: 2, fields: ['price', 'note'], wide: ['note'], render: 'demoPart' },
      head: { order: 0, columns: 4, fields: ['code', 'currency'] },
    },
  },
});

function DemoPart({ record, section, schema }: ShowPartProps) {
  return (
    <p data-testid="demo-part">
      {schema.name}/{section?.key}/{String(record.code)}
    </p>
  );
}
const parts = buildShowPartRegistry({ 'demo.show.tsx': { show: { name: 'demoPart', component: DemoPart } } });

function renderShow(schema: AnyResourceSchema, record: Record<string, unknown>) {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <SchemaShowLayout schema={schema} parts={parts} />
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('show sections', () => {
  it('are resolved in their order, with their fields, wide fields, part and the badge', () => {
    const { sections, badge, declared: isDeclared, testId } = declared.show;
    expect(isDeclared).toBe(true);
    expect(testId).toBe('showDemo');
    expect(badge?.key).toBe('state');
    expect(sections.map((s) => [s.key, s.title, s.columns, s.fields.map((f) => f.key), s.render])).toEqual([
      ['head', 'resources.showDemo.sections.head', 4, ['code', 'currency'], undefined],
      ['money', 'resources.showDemo.sections.money', 2, ['price', 'note'], 'demoPart'],
      ['later', 'resources.showDemo.sections.later', 1, ['closedAt'], undefined],
    ]);
    expect([...sections[1].wide]).toEqual(['note']);
  });

  it('without a declaration, every shown field in one untitled grid', () => {
    const plain = defineResource({
      name: 'showPlain',
      routes: { list: '/showPlain' },
      api: { list: 'POST /backend/showPlain/page' },
      outsideSpec: true,
      fields: { a: field.text(), b: field.text().hideInShow() },
    });
    expect(plain.show.declared).toBe(false);
    expect(plain.show.sections).toHaveLength(1);
    expect(plain.show.sections[0].title).toBeUndefined();
    expect(plain.show.sections[0].fields.map((f) => f.key)).toEqual(['a']);
  });

  it('refuses unknown fields, an empty section and an unknown currency field at start-up', () => {
    const base = { routes: { list: '/x' }, api: { list: 'POST /backend/x/page' }, outsideSpec: true } as const;
    expect(() =>
      defineResource({
        ...base,
        name: 'bad1',
        fields: { a: field.text() },
        show: { sections: { s: { fields: ['b' as 'a'] } } },
      }),
    ).toThrow('bad1: show section "s" names unknown field "b"');
    expect(() =>
      defineResource({ ...base, name: 'bad2', fields: { a: field.text() }, show: { sections: { s: {} } } }),
    ).toThrow('bad2: show section "s" has neither fields nor a part to render');
    expect(() =>
      defineResource({ ...base, name: 'bad3', fields: { m: field.money({ currencyFrom: 'cur' }) } }),
    ).toThrow('bad3.m: currencyFrom reads unknown field "cur"');
  });

  it('money is shown in the currency the record names, bare without one, empty without a number', () => {
    const price = declared.field('price')!;
    expect(moneyText(price, 12.5, { currency: 'USD' })).toBe('USD 12.50');
    expect(moneyText(price, 0, { currency: 'EUR' })).toBe('EUR 0.00');
    expect(moneyText(price, 3, {})).toBe('3.00');
    expect(moneyText(price, undefined, { currency: 'USD' })).toBe('');
    expect(moneyText(price, Number.NaN, { currency: 'USD' })).toBe('');
  });

  it('draws titled sections in order, values in the record currency, "-" when empty, the part by name inside its section, and hides a field its visibleWhen refuses', () => {
    renderShow(declared as AnyResourceSchema, {
      code: 'C-1',
      currency: 'USD',
      price: 7,
      note: '',
      state: 0,
      closedAt: '2026-01-01 10:00:00',
    });
    const sections = screen.getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('data-testid'))).toEqual([
      'showDemo-head',
      'showDemo-money',
      'showDemo-later',
    ]);
    const money = within(screen.getByTestId('showDemo-money'));
    expect(money.getByText('USD 7.00')).toBeInTheDocument();
    expect(money.getByText('-')).toBeInTheDocument(); // the empty note
    expect(money.getByTestId('demo-part')).toHaveTextContent('showDemo/money/C-1');
    // closedAt is shown only when state is 1: its section stays, empty of fields.
    expect(screen.getByTestId('showDemo-later')).not.toHaveTextContent('2026-01-01');
  });

  it('draws a date range from its two end fields, "-" only when both are empty', () => {
    const ranged = defineResource({
      name: 'showRange',
      routes: { list: '/showRange' },
      api: { list: 'POST /backend/showRange/page' },
      outsideSpec: true,
      fields: { start: field.datetime(), end: field.datetime(), period: field.dateRange({ from: 'start', to: 'end', time: true }) },
      show: { sections: { when: { fields: ['period'] } } },
    });
    const { unmount } = renderShow(ranged as AnyResourceSchema, { start: '2026-03-05 14:41:59', end: '2026-04-04 14:41:59' });
    expect(screen.getByTestId('showRange-when')).toHaveTextContent('2026-03-05 14:41:59 ~ 2026-04-04 14:41:59');
    unmount();
    renderShow(ranged as AnyResourceSchema, { start: null, end: null });
    expect(within(screen.getByTestId('showRange-when')).getByText('-')).toBeInTheDocument();
  });
});
