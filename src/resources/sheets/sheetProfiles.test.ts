import { describe, expect, it } from 'vitest';
import { collectSheetProfiles, findSheetProfile, type SheetProfile } from './sheetProfiles';

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

describe('sheet profile modules (docs/decisions/310)', () => {
  const sources = import.meta.glob<string>('../../**/*.sheet.ts', { query: '?raw', import: 'default', eager: true });

  it('declare their parts without importing their code: only type imports, the code behind load()', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(0);
    const statics = Object.entries(sources).flatMap(([path, source]) =>
      source
        .split('\n')
        .filter((line) => /^import\s/.test(line) && !/^import type\s/.test(line))
        .map((line) => `${path}: ${line}`),
    );
    expect(statics).toEqual([]);
  });

  it('give every declared part a loader that resolves to its profile', async () => {
    for (const resource of ['goods', 'orders']) {
      const profile = findSheetProfile(resource);
      expect(typeof (await profile?.export?.load())?.sheets).toBe('function');
      expect(typeof (await profile?.import?.load())?.build).toBe('function');
    }
  });
});
