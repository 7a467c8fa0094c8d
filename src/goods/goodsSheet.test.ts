import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { signIn } from '../../tests/helpers/session';
import goodsSchema, { parseSku, type Goods, type Sku } from '../../schemas/goods';
import { dataProvider } from '../dataProvider/dataProvider';
import type { AnyResourceSchema } from '../resources/defineResource';
import { parseRows } from '../resources/recordCodec';
import { applyLookUp } from '../resources/sheets/applyLookUp';
import { importEnv } from '../resources/sheets/importEnv';
import { badCells, previewOf, xlsxOf, zh, type TestCell } from '../resources/sheets/testing/sheetFiles';
import type { ImportItem, SheetPreview } from '../resources/sheets/sheetTypes';
import { skuList } from './goods.calls';
import { goodsImportProfile, goodsSheetColumns, goodsToSheetRows, type GoodsSheetValue } from './goodsSheet';

/**
 * Goods with SKUs from one sheet: rows grouped by 商品编号, 规格 columns building the matrix, the
 * goods schema's and the SKU editor's rules, creating and updating through the editor's calls,
 * and the export's rows in the import's shape reading back unchanged.
 */
const schema = goodsSchema as unknown as AnyResourceSchema;
const HEADER = ['商品编号', '商品名称', '商品分类', '计量单位', '商品图片', '商品视频', '商品详情', '规格:颜色', '规格：容量', 'SKU 编码', '价格', '币种', '库存', '重量(kg)', 'SKU 图片'];

const env = () => importEnv(schema, dataProvider, new QueryClient(), zh);

async function preview(rows: TestCell[][]): Promise<SheetPreview<GoodsSheetValue>> {
  const result = await previewOf(schema, goodsImportProfile, 'goods.xlsx', await xlsxOf([HEADER, ...rows]));
  const e = env();
  return applyLookUp(result, await goodsImportProfile.lookUp!(result.items, await goodsImportProfile.prefetch!(e, new AbortController().signal), e, new AbortController().signal));
}

async function send(item: ImportItem<GoodsSheetValue>, e = env()) {
  await goodsImportProfile.send(item, e, new AbortController().signal);
}

async function goodsByNo(goodsNo: string): Promise<{ goods: Goods; skus: Sku[] }> {
  const { data } = await dataProvider.getList<Goods>('goods', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'createTime', order: 'DESC' }, filter: {} });
  const found = data.find((g) => g.goodsNo === goodsNo);
  if (!found) throw new Error(`no goods ${goodsNo}`);
  const { data: goods } = await dataProvider.getOne<Goods>('goods', { id: found.id });
  const skus = parseRows('goodsSku', await dataProvider.call(skuList, { query: { goodsId: found.id } }), parseSku);
  return { goods, skus };
}

describe('goods sheet', { timeout: 60_000 }, () => {
  it('groups SKU rows into goods and marks exactly the bad cells with the editor’s messages', async () => {
    await signIn();
    const result = await preview([
      ['IMP-001', '保温杯', '厨房用品', '个', 'https://img.example.com/a.jpg\nhttps://img.example.com/b.jpg', 'https://img.example.com/a.mp4', '不锈钢', '黑色', '350ml', 'IMP-001-BK', 59.9, 'CNY', 10, 0.4, ''],
      ['IMP-001', '', '', '', '', '', '', '白色', '350ml', 'IMP-001-WH', '５９.９', '人民币', '10', 0.4, ''],
      ['IMP-001', '', '', '', '', '', '', '黑色', '500ml', 'IMP-001-BK5', 69, 'CNY', 5, 0.5, ''],
      // A second goods: a negative stock and a price with three decimals.
      ['IMP-002', '马克杯', '家居 / 厨房用品', '个', '', '', '', '蓝色', '', 'IMP-002-BL', 19.999, 'CNY', -1, 0.3, ''],
      // A third: its second row names another category (goods details differ) and repeats a SKU code of IMP-001.
      ['IMP-003', '水壶', '厨房用品', '个', '', '', '', '', '', 'IMP-003-1', 30, 'USD', 1, 1, ''],
      ['IMP-003', '', '耳机音响', '', '', '', '', '', '', 'IMP-001-BK', 30, 'USD', 1, 1, ''],
    ]);
    expect(badCells(result)).toEqual([
      '2:SKU 编码 → SKU 编码「IMP-001-BK」重复（第 2、7 行）',
      '5:价格 → 价格须为数字，最多两位小数',
      '5:库存 → 库存不能为负数',
      '6: → 同一商品的其他行有错误，本商品不会导入',
      '7:商品分类 → 与本商品第 6 行不一致（商品信息只需填在第一行）',
      '7:SKU 编码 → SKU 编码「IMP-001-BK」重复（第 2、7 行）',
      '3: → 同一商品的其他行有错误，本商品不会导入',
      '4: → 同一商品的其他行有错误，本商品不会导入',
    ].sort(byRow));
  });

  it('creates goods with their properties, values and SKUs through the editor’s calls, then updates them by 商品编号', async () => {
    await signIn();
    const first = await preview([
      ['IMP-100', '保温杯', '厨房用品', '个', 'https://img.example.com/a.jpg\nhttps://img.example.com/b.jpg', 'https://img.example.com/a.mp4', '不锈钢内胆', '黑色', '350ml', 'IMP-100-BK', 59.9, 'CNY', 10, 0.4, 'https://img.example.com/bk.jpg'],
      ['IMP-100', '', '', '', '', '', '', '白色', '350ml', 'IMP-100-WH', '５９.９', '人民币', '10', 0.4, ''],
      ['IMP-101', '毛巾', '家纺', '条', '', '', '', '', '', 'IMP-101-1', 9.9, 'CNY', 100, 0.1, ''],
    ]);
    expect(badCells(first)).toEqual(['4:计量单位 → 找不到「条」，请选择有效的选项']);
    expect(first.items.map((i) => [i.label, i.action])).toEqual([['保温杯', 'create']]);
    await send(first.items[0]);
    const created = await goodsByNo('IMP-100');
    expect(created.goods.goodsName).toBe('保温杯');
    expect(created.goods.properties?.map((p) => [p.propertyName, p.values.map((v) => v.valueName)])).toEqual([
      ['颜色', ['黑色', '白色']],
      ['容量', ['350ml']],
    ]);
    expect((Array.isArray(created.goods.media) ? created.goods.media : []).map((m) => [m.imageUrl, m.mediaType, m.mainImageFlag])).toEqual([
      ['https://img.example.com/a.jpg', 'Image', true],
      ['https://img.example.com/b.jpg', 'Image', false],
      ['https://img.example.com/a.mp4', 'Video', false],
    ]);
    expect(created.skus.map((s) => [s.skuCode, s.price, s.currencyCode, s.stock, s.weight, s.specText])).toEqual([
      ['IMP-100-BK', 59.9, 'CNY', 10, 0.4, '颜色:黑色; 容量:350ml'],
      ['IMP-100-WH', 59.9, 'CNY', 10, 0.4, '颜色:白色; 容量:350ml'],
    ]);

    // The same 商品编号 again: an update keeping the SKU ids it matches by code; columns left out keep their values.
    const second = await preview([['IMP-100', '保温杯 Pro', '厨房用品', '个', '', '', '', '黑色', '', 'IMP-100-BK', 79, 'CNY', 3, 0.4, '']].map((row) => row));
    expect(second.items.map((i) => [i.label, i.action])).toEqual([['保温杯 Pro', 'update']]);
    await send(second.items[0]);
    const updated = await goodsByNo('IMP-100');
    expect(updated.goods.id).toEqual(created.goods.id);
    expect(updated.goods.goodsName).toBe('保温杯 Pro');
    expect(updated.skus.map((s) => [s.id, s.skuCode, s.price, s.specText])).toEqual([[created.skus[0].id, 'IMP-100-BK', 79, '颜色:黑色']]);
  });

  it('writes a goods in the import’s shape: exported rows read back to the same goods', async () => {
    await signIn();
    const { data } = await dataProvider.getList<Goods>('goods', { pagination: { page: 1, perPage: 5 }, sort: { field: 'createTime', order: 'DESC' }, filter: {} });
    const withSkus = [];
    for (const row of data.slice(0, 3)) {
      const { goods, skus } = await goodsByNo(row.goodsNo!);
      withSkus.push({ goods, skus });
    }
    const columns = goodsSheetColumns(withSkus.map((g) => g.goods), zh);
    const rows = withSkus.flatMap(({ goods, skus }) => goodsToSheetRows(goods, skus));
    const bytes = await xlsxOf([columns.map((c) => c.label), ...rows.map((row) => columns.map((c) => row[c.key] ?? null))]);
    const result = await previewOf(schema, goodsImportProfile, 'export.xlsx', bytes);
    expect(badCells(result)).toEqual([]);
    const e = env();
    const looked = applyLookUp(result, await goodsImportProfile.lookUp!(result.items, await goodsImportProfile.prefetch!(e, new AbortController().signal), e, new AbortController().signal));
    expect(looked.items.map((i) => [i.naturalKey, i.action, i.id])).toEqual(withSkus.map(({ goods }) => [goods.goodsNo, 'update', goods.id]));
    for (const [index, item] of looked.items.entries()) {
      const { goods, skus } = withSkus[index];
      expect(item.value.goods.goodsName).toBe(goods.goodsName);
      expect(item.value.goods.categoryId).toEqual(goods.categoryId);
      expect(item.value.goods.unitId).toEqual(goods.unitId);
      expect(item.value.goods.description ?? '').toBe(goods.description ?? '');
      expect(item.value.skus.map((s) => [s.skuCode, s.price, s.stock, s.weight, s.currencyCode])).toEqual(skus.map((s) => [s.skuCode, s.price, s.stock, s.weight, s.currencyCode]));
    }
    // Sent back, nothing changes: the same SKU ids, codes and prices.
    await send(looked.items[0]);
    const again = await goodsByNo(withSkus[0].goods.goodsNo!);
    expect(again.skus.map((s) => [s.id, s.skuCode, s.price, s.specText])).toEqual(withSkus[0].skus.map((s) => [s.id, s.skuCode, s.price, s.specText]));
  });

  it('keeps a main picture that is not first, the pictures’ names and a video’s cover through export and re-import', async () => {
    await signIn();
    const { data } = await dataProvider.getList<Goods>('goods', { pagination: { page: 1, perPage: 5 }, sort: { field: 'createTime', order: 'DESC' }, filter: {} });
    const target = await goodsByNo(data[4].goodsNo!);
    const url = (name: string) => `https://img.example.com/${name}`;
    const media = [
      { name: '侧面.jpg', imageUrl: url('side.jpg'), mainImageFlag: false, sortOrder: 0, mediaType: 'Image' as const, cover: '' },
      { name: '开箱.mp4', imageUrl: url('unbox.mp4'), mainImageFlag: false, sortOrder: 1, mediaType: 'Video' as const, cover: url('unbox-cover.png') },
      { name: '正面.jpg', imageUrl: url('front.jpg'), mainImageFlag: true, sortOrder: 2, mediaType: 'Image' as const, cover: '' },
    ];
    const skuInputs = target.skus.map((s) => ({ id: s.id, skuCode: s.skuCode, price: s.price, currencyCode: s.currencyCode, stock: s.stock, weight: s.weight, image: s.image, valueIds: s.valueIds }));
    await dataProvider.update('goods', { id: target.goods.id, data: { ...target.goods, media, skus: skuInputs }, previousData: target.goods });
    const before = await goodsByNo(target.goods.goodsNo!);
    expect(before.goods.media).toEqual(media);

    // Written with the main picture first, so the import (first picture = main) reads the same main.
    const columns = goodsSheetColumns([before.goods], zh);
    const rows = goodsToSheetRows(before.goods, before.skus);
    expect([rows[0].images, rows[0].videos]).toEqual([`${url('front.jpg')}\n${url('side.jpg')}`, url('unbox.mp4')]);
    const bytes = await xlsxOf([columns.map((c) => c.label), ...rows.map((row) => columns.map((c) => row[c.key] ?? null))]);
    const result = await previewOf(schema, goodsImportProfile, 'export.xlsx', bytes);
    expect(badCells(result)).toEqual([]);
    const e = env();
    const looked = applyLookUp(result, await goodsImportProfile.lookUp!(result.items, await goodsImportProfile.prefetch!(e, new AbortController().signal), e, new AbortController().signal));
    expect(looked.items.map((i) => [i.action, i.id])).toEqual([['update', before.goods.id]]);
    await send(looked.items[0], e);
    const { updateTime: _a, ...after } = (await goodsByNo(target.goods.goodsNo!)).goods;
    const { updateTime: _b, ...unchanged } = before.goods;
    expect(after).toEqual(unchanged);

    // The pictures reordered in the sheet: its first picture becomes main; stored addresses keep their names and the cover.
    const edited = await previewOf(
      schema,
      goodsImportProfile,
      'edited.xlsx',
      await xlsxOf([columns.map((c) => c.label), ...rows.map((row, i) => columns.map((c) => (i === 0 && c.key === 'images' ? `${url('side.jpg')}\n${url('new.jpg')}\n${url('front.jpg')}` : (row[c.key] ?? null))))]),
    );
    const editedItems = applyLookUp(edited, await goodsImportProfile.lookUp!(edited.items, await goodsImportProfile.prefetch!(e, new AbortController().signal), e, new AbortController().signal)).items;
    await send(editedItems[0], e);
    const again = (await goodsByNo(target.goods.goodsNo!)).goods;
    expect((Array.isArray(again.media) ? again.media : []).map((m) => [m.name, m.imageUrl, m.mainImageFlag, m.mediaType, m.cover])).toEqual([
      ['侧面.jpg', url('side.jpg'), true, 'Image', ''],
      ['', url('new.jpg'), false, 'Image', ''],
      ['正面.jpg', url('front.jpg'), false, 'Image', ''],
      ['开箱.mp4', url('unbox.mp4'), false, 'Video', url('unbox-cover.png')],
    ]);
  });
});

function byRow(a: string, b: string) {
  return Number(a.split(':')[0]) - Number(b.split(':')[0]);
}
