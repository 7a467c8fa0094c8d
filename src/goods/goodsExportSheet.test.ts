import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { read, utils } from '@e965/xlsx';
import { signIn } from '../../tests/helpers/session';
import goodsSchema, { parseSku, type Goods, type Sku } from '../../schemas/goods';
import { i18nProvider } from '../app/i18nProvider';
import { dataProvider } from '../dataProvider/dataProvider';
import type { AnyResourceSchema } from '../resources/defineResource';
import { parseRows } from '../resources/recordCodec';
import { applyLookUp } from '../resources/sheets/applyLookUp';
import { importEnv } from '../resources/sheets/importEnv';
import { findSheetProfile } from '../resources/sheets/sheetProfiles';
import { badCells, previewOf, zh } from '../resources/sheets/testing/sheetFiles';
import { runExport } from '../resources/ui/export/exportRun';
import { skuList } from './goods.calls';
import { goodsExport } from './goodsExportSheet';
import { goodsImportProfile } from './goodsSheet';

/**
 * The goods export in the import's shape, end to end: 导出 writes the .xlsx (the one writer, its
 * formula guard), the import reads it back (SheetJS in the import job) and finds every goods with
 * the same values; sending it back changes nothing.
 */
const schema = goodsSchema as unknown as AnyResourceSchema;
const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options);
const FILTER = { goodsName: '保温杯' };

/** A goods as stored: the record and its SKUs, without what the server stamps on a save. */
async function stored(id: Goods['id']): Promise<{ goods: Goods; skus: Sku[] }> {
  const { data } = await dataProvider.getOne<Goods>('goods', { id });
  const skus = parseRows('goodsSku', await dataProvider.call(skuList, { query: { goodsId: id } }), parseSku);
  const { updateTime: _updated, ...goods } = data;
  return { goods: goods as Goods, skus };
}

async function exportGoods(): Promise<Uint8Array> {
  const file = await runExport({
    schema,
    source: { kind: 'all', filter: FILTER, sort: { field: 'createTime', order: 'DESC' } },
    format: 'xlsx',
    readers: { dataProvider, queryClient: new QueryClient() },
    translate,
    signal: new AbortController().signal,
  });
  if (!file) throw new Error('nothing exported');
  return new Uint8Array(await file.blob.arrayBuffer());
}

describe('goods export → import round trip', { timeout: 120_000 }, () => {
  it('is the goods list’s export profile, beside its import', async () => {
    expect(await findSheetProfile('goods')?.export?.load()).toBe(goodsExport);
    expect(await findSheetProfile('goods')?.import?.load()).toBe(goodsImportProfile);
  });

  it('writes one row per SKU grouped by 商品编号, 规格 columns, names not ids, numbers as numbers', async () => {
    await signIn();
    const { data: listed } = await dataProvider.getList<Goods>('goods', { pagination: { page: 1, perPage: 100 }, sort: { field: 'createTime', order: 'DESC' }, filter: FILTER });
    const book = read(await exportGoods(), { type: 'array' });
    expect(book.SheetNames).toEqual(['商品']);
    const sheet = book.Sheets['商品'];
    const [header, ...rows] = utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null });
    expect(header.slice(0, 3)).toEqual(['商品编号', '商品名称', '商品分类']);
    expect(header).toContain('规格:颜色');
    expect(header.slice(-6)).toEqual(['SKU 编码', '价格', '币种', '库存', '重量(kg)', 'SKU 图片']);
    const column = (label: string) => rows.map((row) => row[header.indexOf(label)]);
    const skuCount = listed.reduce((sum, g) => sum + Number(g.skuCount ?? 0), 0);
    expect(rows).toHaveLength(skuCount);
    expect(new Set(column('商品编号'))).toEqual(new Set(listed.map((g) => g.goodsNo)));
    // The goods' own cells on the first row of its group only.
    expect(column('商品名称').filter((name) => name !== null)).toHaveLength(listed.length);
    expect(column('价格').every((n) => typeof n === 'number')).toBe(true);
    expect(column('库存').every((n) => Number.isInteger(n))).toBe(true);
    expect(column('商品分类').filter((c) => c !== null).every((c) => typeof c === 'string' && / \/ /.test(c))).toBe(true);
    expect(column('计量单位').filter((c) => c !== null).every((c) => typeof c === 'string' && !/^\d+$/.test(c))).toBe(true);
  });

  it('reads back unchanged: every goods found by 商品编号 with the same values, and sending it back changes nothing', async () => {
    await signIn();
    const { data: listed } = await dataProvider.getList<Goods>('goods', { pagination: { page: 1, perPage: 100 }, sort: { field: 'createTime', order: 'DESC' }, filter: FILTER });
    // A name a spreadsheet would run as a formula: guarded in the file, read back as typed.
    const target = await stored(listed[0].id);
    const risky = '=1+1 保温杯';
    await dataProvider.update('goods', {
      id: target.goods.id,
      data: { ...target.goods, goodsName: risky, skus: target.skus.map((s) => ({ id: s.id, skuCode: s.skuCode, price: s.price, currencyCode: s.currencyCode, stock: s.stock, weight: s.weight, image: s.image, valueIds: s.valueIds })) },
      previousData: target.goods,
    });
    const before = await Promise.all(listed.map((g) => stored(g.id)));
    expect(before[0].goods.goodsName).toBe(risky);

    const bytes = await exportGoods();
    const nameCell = utils.sheet_to_json<Record<string, unknown>>(read(bytes, { type: 'array' }).Sheets['商品'])[0]['商品名称'];
    expect(nameCell).toBe(`'${risky}`);

    const preview = await previewOf(schema, goodsImportProfile, '商品_导出.xlsx', bytes);
    expect(badCells(preview)).toEqual([]);
    expect(preview.unknownColumns).toEqual([]);
    const env = importEnv(schema, dataProvider, new QueryClient(), zh);
    const signal = new AbortController().signal;
    const looked = applyLookUp(preview, await goodsImportProfile.lookUp!(preview.items, await goodsImportProfile.prefetch!(env, signal), env, signal));
    expect(looked.items.map((i) => [i.naturalKey, i.action, i.id])).toEqual(before.map(({ goods }) => [goods.goodsNo, 'update', goods.id]));
    for (const [index, item] of looked.items.entries()) {
      const { goods, skus } = before[index];
      const value = item.value.goods;
      expect([value.goodsName, value.categoryId, value.unitId, value.goodsTemplateId ?? null, value.freightRuleId ?? null, value.description ?? '']).toEqual([
        goods.goodsName,
        goods.categoryId,
        goods.unitId,
        goods.goodsTemplateId ?? null,
        goods.freightRuleId ?? null,
        goods.description ?? '',
      ]);
      expect([...((value.pickupPointIds as unknown[]) ?? [])].map(String)).toEqual((goods.pickupPointIds ?? []).map(String));
      expect(item.value.properties).toEqual((goods.properties ?? []).map((p) => ({ name: p.propertyName, values: p.values.map((v) => v.valueName) })));
      expect(item.value.skus.map((s) => [s.skuCode, s.price, s.currencyCode, s.stock, s.weight, s.image])).toEqual(skus.map((s) => [s.skuCode, s.price, s.currencyCode, s.stock, s.weight, s.image]));
    }

    for (const item of looked.items) await goodsImportProfile.send(item, env, signal);
    const after = await Promise.all(listed.map((g) => stored(g.id)));
    // Whole goods: the gallery items keep their file names (the sheet carries addresses only).
    expect(after).toEqual(before);
  });
});
