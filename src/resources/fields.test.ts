import { describe, expect, it } from 'vitest';
import type { RaRecord } from 'react-admin';
import rankList from '../../schemas/rankList';
import orders, { ORDER_STATUS } from '../../schemas/orders';
import { dateFromToday, field, initialValue } from './fields';
import type { AnyResourceSchema } from './defineResource';
import { defaultValues } from './ui/SchemaForm';
import { rowActionsOf } from './ui/table/rowActions';

const ymd = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const inDays = (days: number) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return ymd(date);
};

// Issue 23 item 3: fewer keystrokes through declared defaults.
describe('field defaults', () => {
  it('a value stays a stored default; a function is worked out each time a form opens', () => {
    expect(initialValue(field.number().default(0).state)).toBe(0);
    let calls = 0;
    const counted = field.text().default(() => `v${++calls}`).state;
    expect(counted.defaultValue).toBeUndefined(); // not a value the stand-in or a sheet could store
    expect(initialValue(counted)).toBe('v1');
    expect(initialValue(counted)).toBe('v2');
    expect(initialValue(field.text().state)).toBeUndefined();
  });

  it('dateFromToday gives local dates as date fields keep them, across a month end', () => {
    expect(dateFromToday(0)()).toBe(ymd(new Date()));
    expect(dateFromToday(7)()).toBe(inDays(7));
    expect(dateFromToday(40)()).toBe(inDays(40));
  });

  it('a new ranking starts today and ends a week later', () => {
    const values = defaultValues(rankList as AnyResourceSchema);
    expect(values).toMatchObject({ startDate: inDays(0), endDate: inDays(7) });
    // Boards have no one sensible default: the select starts empty.
    expect(values.rankType).toBeUndefined();
  });
});

describe('编辑 in the orders row', () => {
  const schema = orders as AnyResourceSchema;
  const t = (key: string) => key;
  const keys = (status: number) =>
    rowActionsOf(schema, { id: 1, orderNo: 'SO1', status } as RaRecord, t).map((a) => a.key);

  it('is offered first for an unpaid order (its edit page), and not once it is paid', () => {
    expect(keys(ORDER_STATUS.unpaid)[0]).toBe('edit');
    for (const status of [ORDER_STATUS.toShip, ORDER_STATUS.shipped, ORDER_STATUS.done, ORDER_STATUS.cancelled]) {
      expect(keys(status)).not.toContain('edit');
    }
    expect(keys(ORDER_STATUS.toShip).slice(0, 2)).toEqual(['action:sentDeliver', 'show']);
  });
});
