import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import { z } from 'zod/mini';
import { defineResource, type Entity } from '../src/resources/defineResource';
import { field, recordId } from '../src/resources/fields';
import type { GalleryItem } from '../src/resources/mediaValues';
import { bool, id, idList, listOf, num, optional, parseRecord, recordReader, text, type FieldRule, type ReadBy } from '../src/resources/recordCodec';
import { referenceSources } from '../src/reference/sources';

/**
 * 商品 (decision 070): the goods entity declared once. The list and the editor are generated
 * (the editor's SKU grid and 规格 are field widgets in src/goods/); the details page is a custom
 * page by name (src/goods/goodsView.page.tsx) reading through the same dataProvider and these
 * fields. The stand-in is hand-written (src/mock/handlers/goods.ts: SKUs, derived names and prices).
 */
export type Id = z.infer<typeof recordId>;

/** Limits of a goods record, declared once: the form, the SKU matrix and the stand-in read them. */
export const GOODS_LIMITS = {
  goodsName: 100,
  goodsNo: 50,
  media: 24,
  skuCode: 64,
  propertyName: 30,
  valueName: 30,
  /** SKUs one goods may have (value combinations beyond it are refused while editing). */
  skus: 2000,
  /** Decimals of a SKU's price and weight. */
  priceDecimals: 2,
  weightDecimals: 3,
} as const;

/** Gallery media item (docs/spec.md §3 "Media item"). */
export type MediaItem = GalleryItem;

/** The SKUs `add` / `edit` carry (`edit` keeps those sent with their id, creates the others). */
export const skuInputSchema = z.strictObject({
  id: z.optional(recordId),
  skuCode: z.string().check(z.trim(), z.minLength(1, 'SKU 编码不能为空'), z.maxLength(GOODS_LIMITS.skuCode)),
  price: z.number().check(z.gte(0, '价格不能为负数')),
  currencyCode: z.string().check(z.length(3)),
  stock: z.number().check(z.refine(Number.isSafeInteger), z.gte(0, '库存不能为负数')),
  weight: z.number().check(z.gte(0, '重量不能为负数')),
  image: z.optional(z.string()),
  valueIds: z.array(recordId),
});
export type SkuInput = z.infer<typeof skuInputSchema>;

// Nested records at the boundary (decision 100): read item by item under the names of
// src/deployment.ts (`goodsMedia`, `goodsProperty`, `goodsPropertyValue`, `goodsSku`), never throwing.
// Each reader's rules are the record's only declaration; its type is derived (`ReadBy`).

/** A gallery item; a plain address (older records) reads as a picture. Positions are fixed by `readMedia`. */
export function parseMediaItem(raw: unknown): MediaItem | null {
  if (typeof raw === 'string') return raw ? { name: '', imageUrl: raw, mainImageFlag: false, sortOrder: 0, mediaType: 'Image', cover: '' } : null;
  const item = parseRecord('goodsMedia', raw, {
    imageUrl: text(),
    name: optional(text()),
    mainImageFlag: optional(bool()),
    sortOrder: optional(num()),
    mediaType: optional(text()),
    cover: optional(text()),
  });
  if (!item) return null;
  const video = item.mediaType === 'Video';
  return { name: item.name, imageUrl: item.imageUrl, mainImageFlag: !video && item.mainImageFlag === true, sortOrder: item.sortOrder ?? 0, mediaType: video ? 'Video' : 'Image', cover: item.cover };
}

/**
 * A goods' media as the gallery edits them: items in their stored order, `sortOrder` renumbered
 * from 0 and at most one main picture (the first marked one), so a loaded record saves as is.
 */
const readMedia: FieldRule<MediaItem[], MediaItem[]> = {
  empty: [],
  read(value, resource, key) {
    const items = listOf(parseMediaItem).read(value, resource, key)?.value;
    if (!items) return undefined;
    const sorted = [...items].sort((a, b) => a.sortOrder - b.sortOrder);
    const main = sorted.findIndex((item) => item.mainImageFlag);
    return { value: sorted.map((item, index) => ({ ...item, sortOrder: index, mainImageFlag: index === main })) };
  },
};

/** A value a goods' property uses; one without an id is skipped. */
const parsePropertyValueRef = recordReader('goodsPropertyValue', { valueId: id(), valueName: text() }, ['valueId']);
export type PropertyValueRef = ReadBy<typeof parsePropertyValueRef>;

/** A property of a goods with its chosen values; one without an id is skipped. */
export const parseGoodsProperty = recordReader('goodsProperty', { propertyId: id(), propertyName: text(), values: listOf(parsePropertyValueRef) }, ['propertyId']);
export type GoodsProperty = ReadBy<typeof parseGoodsProperty>;

/** A goods' properties with the values it uses, as saved (the form's check of the 规格 widget's value). */
export const propertiesSchema: z.ZodMiniType<GoodsProperty[]> = z.array(
  z.strictObject({
    propertyId: recordId,
    propertyName: z.string(),
    values: z.array(z.strictObject({ valueId: recordId, valueName: z.string() })),
  }),
);

/**
 * A SKU of `goodsSku/list` (a missing number reads as undefined); a SKU without an id is kept
 * (shown), it reads as a new SKU on save. `valueIds`: one value id per property, in the goods'
 * property order.
 */
export const parseSku = recordReader('goodsSku', {
  id: id(),
  goodsId: id(),
  skuCode: text(),
  price: num(),
  currencyCode: text(),
  stock: num(),
  weight: num(),
  image: text(),
  valueIds: idList(),
  specText: text(),
  sortOrder: num(),
});
export type Sku = ReadBy<typeof parseSku>;

/** Records of `goodsProperty/create` and `goodsPropertyValue/create`. */
export const parsePropertyRecord = recordReader('goodsProperty', { id: id(), propertyName: text() }, ['id']);
export type PropertyRecord = ReadBy<typeof parsePropertyRecord>;
export const parsePropertyValueRecord = recordReader('goodsPropertyValue', { id: id(), propertyId: id(), valueName: text() }, ['id', 'propertyId']);
export type PropertyValueRecord = ReadBy<typeof parsePropertyValueRecord>;

/**
 * SKUs are sent with a save and read back by `goodsSku/list`; the goods record does not carry
 * them (not reported when absent, not read when a backend adds them).
 */
const skusSentOnly: FieldRule<SkuInput[], SkuInput[]> = optional({ read: () => ({ value: [] }), empty: [] });

const fields = {
  // Read as text: an empty address is no picture, not a mismatch (the list shows http(s) ones only).
  mainImage: field.simpleMedia().readOnly().list().hideInShow().readWith(text()),
  goodsName: field.text({ max: GOODS_LIMITS.goodsName }).required().list().filter().ellipsis().section('basic'),
  goodsNo: field.text({ max: GOODS_LIMITS.goodsNo }).list().copyable().section('basic'),
  // Searched by name, pinyin or initials with the path shown (src/goods/goodsCategory.widget.tsx).
  categoryId: field.reference(referenceSources.categories).required().filter().section('basic').renderWith({ input: 'goodsCategory' }),
  categoryName: field.text().readOnly().list(),
  unitId: field.reference(referenceSources.units).required().section('basic'),
  unitName: field.text().readOnly(),
  goodsTemplateId: field.reference(referenceSources.goodsTemplates).section('basic'),
  freightRuleId: field.reference(referenceSources.freightRules).section('basic'),
  pickupPointIds: field.references<Id>(referenceSources.pickupPoints).readWith(idList()).section('basic'),
  media: field.gallery({ max: GOODS_LIMITS.media, options: { multiple: true } }).readWith(readMedia).section('media'),
  description: field.richText().section('description'),
  properties: field.widget('goodsProperties', {}, propertiesSchema).readWith(listOf(parseGoodsProperty)).section('sku'),
  skus: field.widget('goodsSkus', {}, z.array(skuInputSchema).check(z.minLength(1, '至少需要一个 SKU'))).readWith(skusSentOnly).hideInShow().section('sku'),
  shelfStatus: field.enum([{ value: 1, color: 'success' }, { value: 0, color: 'default' }]).readOnly().list().filter(),
  minPrice: field.money().readOnly().list(),
  maxPrice: field.money().readOnly().list(),
  currencyCode: field.text().readOnly().list(),
  totalStock: field.number().readOnly().list(),
  skuCount: field.number().readOnly().list(),
  createTime: field.datetime().readOnly().list(),
  createTimeRange: field.dateRange({ on: 'createTime', from: 'createTimeStart', to: 'createTimeEnd' }).filter(),
  updateTime: field.datetime().readOnly(),
};

export type Goods = Entity<typeof fields>;

export default defineResource({
  name: 'goods',
  routes: { list: '/goodsManage', form: '/goodsManage/addGoods', show: '/goodsManage/viewGoods' },
  pages: { show: 'goodsView' },
  menu: { group: 'operate', icon: InventoryIcon, order: 20 },
  api: {
    list: 'POST /backend/supplier/goods/page',
    get: 'GET /backend/supplier/goods/info/{id}',
    create: 'POST /backend/supplier/goods/add',
    update: 'POST /backend/supplier/goods/edit',
    remove: 'DELETE /backend/supplier/goods/delete/{id}',
    actions: {
      shelfOn: { call: 'POST /backend/supplier/goods/shelf/on/{id}', payload: 'none', scope: ['record', 'bulk'], confirm: true, visibleWhen: (goods) => goods.shelfStatus !== 1, mock: 'custom' },
      shelfOff: { call: 'POST /backend/supplier/goods/shelf/off/{id}', payload: 'none', scope: ['record', 'bulk'], confirm: true, tone: 'danger', visibleWhen: (goods) => goods.shelfStatus !== 0, mock: 'custom' },
    },
  },
  fields,
  // The editor is the generated form: four sections, the SKU grid and 规格 as field widgets
  // (src/goods/*.widget.tsx), 保存并上架 as a form action; it stays on the goods after 保存.
  form: {
    sections: { basic: { columns: 2 }, media: {}, description: {}, sku: {} },
    actions: { shelf: { then: 'shelfOn' } },
    afterSave: 'stay',
  },
  recordLabel: 'goodsName',
  defaultSort: { field: 'createTime', order: 'DESC' },
  // A goods on the shelf cannot be deleted (business error), so there is no bulk delete; shelf
  // changes over a selection go one call per goods (批量上架 / 批量下架, docs/volume-work.md).
  bulkDelete: false,
  // Excel import: a row whose 商品编号 exists updates that goods (src/goods/goodsSheet.ts).
  importable: { key: 'goodsNo' },
  mock: 'custom',
});
