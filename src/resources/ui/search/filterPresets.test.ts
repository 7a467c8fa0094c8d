import { describe, expect, it } from 'vitest';
import { schemas } from '../../registry';
import orders from '../../../../schemas/orders';
import { defineResource } from '../../defineResource';
import { field } from '../../fields';
import { PERIODS, dayOf, presetsOf, resolvePreset } from './filterPresets';

const at = new Date(2026, 10, 26, 8, 30); // 26 Nov 2026, 08:30 local time

describe('preset searches (常用筛选, issue 23)', () => {
  it('orders offer 今日待发货: status 待发货 and created today, as the date range filter sends it', () => {
    const presets = presetsOf(orders);
    expect(presets.map((p) => p.key)).toContain('todayToShip');
    const today = presets.find((p) => p.key === 'todayToShip')!;
    expect(today.labelKey).toBe('resources.orders.filterPresets.todayToShip');
    expect(resolvePreset(orders, today.values, at)).toEqual({
      status: 1,
      createTimeStart: '2026-11-26',
      createTimeEnd: '2026-11-26',
    });
  });

  it('counts periods back from the day it is applied (month and year edges included)', () => {
    const schema = defineResource({
      name: 'presetProbe',
      routes: { list: '/presetProbe' },
      api: { list: 'GET /presetProbe/page' },
      outsideSpec: true,
      fields: {
        created: field.datetime().readOnly(),
        createdRange: field.dateRange({ from: 'start', to: 'end', on: 'created', time: true }).filter(),
      },
    });
    const jan1 = new Date(2027, 0, 1, 0, 5);
    expect(resolvePreset(schema, { createdRange: 'yesterday' }, jan1)).toEqual({
      start: '2026-12-31 00:00:00',
      end: '2026-12-31 23:59:59',
    });
    expect(resolvePreset(schema, { createdRange: 'last7Days' }, jan1)).toEqual({
      start: '2026-12-26 00:00:00',
      end: '2027-01-01 23:59:59',
    });
    expect(resolvePreset(schema, { createdRange: 'last30Days' }, at)).toEqual({
      start: '2026-10-28 00:00:00',
      end: '2026-11-26 23:59:59',
    });
    expect(() => resolvePreset(schema, { createdRange: 'tomorrow' }, at)).toThrow(/unknown period/);
    expect(() => resolvePreset(schema, { created: 'x' }, at)).toThrow(/not a filter field/);
  });

  it('every schema preset resolves against its own filter fields', () => {
    for (const schema of schemas)
      for (const preset of presetsOf(schema))
        expect(() => resolvePreset(schema, preset.values, at), `${schema.name}.${preset.key}`).not.toThrow();
    expect(PERIODS).toContain('today');
    expect(dayOf(at)).toBe('2026-11-26');
  });
});
