import { describe, expect, it } from 'vitest';
import { collectSheetProfiles, type SheetProfile } from './sheetProfiles';

const exporter: NonNullable<SheetProfile['export']> = { load: async () => ({ sheets: async () => [] }) };

describe('sheet profile registry', () => {
  it('merges the parts several modules give for one resource', () => {
    const other = { load: async () => ({ sheets: async () => [] }) };
    const found = {
      './a/orders.sheet.ts': { sheetProfile: { resource: 'orders', export: exporter } },
      './b/waybills.sheet.ts': { sheetProfile: { resource: 'orders', other } as unknown as SheetProfile },
      './c/goods.sheet.ts': { sheetProfile: { resource: 'goods', export: other } },
      './d/helpers.sheet.ts': {},
    };
    const registry = collectSheetProfiles(found);
    expect([...registry.keys()].sort()).toEqual(['goods', 'orders']);
    expect(registry.get('orders')?.export).toBe(exporter);
    expect((registry.get('orders') as unknown as { other: unknown }).other).toBe(other);
    expect(registry.get('goods')?.export).toBe(other);
  });

  it('refuses two modules giving the same part of one resource', () => {
    expect(() =>
      collectSheetProfiles({
        './a.sheet.ts': { sheetProfile: { resource: 'orders', export: exporter } },
        './b.sheet.ts': { sheetProfile: { resource: 'orders', export: exporter } },
      }),
    ).toThrow(/Two sheet profiles give "export" for "orders"/);
  });
});
