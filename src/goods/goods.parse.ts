import type { Goods, GoodsProperty, Id, MediaItem, PropertyRecord, PropertyValueRecord, PropertyValueRef, Sku } from './goods.types';
import { bool, id, idList, listOf, nullableId, num, oneOf, optional, parseRecord, text } from '../resources/recordShape';

/**
 * Goods records at the API boundary (recordShape.ts): one tolerant parse function per record
 * type. Each returns the screen's type with every field present, or null (reported) when the
 * value is not a record or has no id to act on. Reports name the resource: `goods`, `goodsSku`,
 * `goodsProperty`, `goodsPropertyValue`, `goodsMedia`.
 */

/** A gallery item; a plain address (older records) reads as a picture. */
export function parseMediaItem(raw: unknown): MediaItem | null {
  if (typeof raw === 'string') return raw ? { imageUrl: raw } : null;
  const item = parseRecord('goodsMedia', raw, {
    imageUrl: text(),
    name: optional(text()),
    mainImageFlag: optional(bool()),
    sortOrder: optional(num()),
    mediaType: optional(text()),
    cover: optional(text()),
  });
  if (!item) return null;
  const out: MediaItem = { imageUrl: item.imageUrl };
  if (item.name) out.name = item.name;
  if (item.mainImageFlag !== undefined) out.mainImageFlag = item.mainImageFlag;
  if (item.sortOrder !== undefined) out.sortOrder = item.sortOrder;
  if (item.mediaType) out.mediaType = item.mediaType;
  if (item.cover) out.cover = item.cover;
  return out;
}

function parsePropertyValueRef(raw: unknown): PropertyValueRef | null {
  const value = parseRecord('goodsPropertyValue', raw, { valueId: id(), valueName: text() });
  return value && value.valueId !== undefined ? { valueId: value.valueId, valueName: value.valueName } : null;
}

/** A property of a goods with its chosen values; one without an id is skipped. */
export function parseGoodsProperty(raw: unknown): GoodsProperty | null {
  const property = parseRecord('goodsProperty', raw, { propertyId: id(), propertyName: text(), values: listOf(parsePropertyValueRef) });
  return property && property.propertyId !== undefined ? { propertyId: property.propertyId, propertyName: property.propertyName, values: property.values } : null;
}

const goodsRules = {
  id: id(),
  goodsName: text(),
  goodsNo: text(),
  categoryId: id(),
  categoryName: text(),
  unitId: id(),
  unitName: text(),
  goodsTemplateId: nullableId(),
  pickupPointIds: idList(),
  freightRuleId: nullableId(),
  media: listOf(parseMediaItem),
  mainImage: text(),
  description: text(),
  properties: listOf(parseGoodsProperty),
  shelfStatus: oneOf([0, 1]),
  minPrice: num(),
  maxPrice: num(),
  currencyCode: text(),
  totalStock: num(),
  skuCount: num(),
  createTime: text(),
  updateTime: text(),
};

/**
 * A goods record. `knownId` stands in for a missing id when the caller asked for one goods
 * (info/{id}, a save); a list row without an id is skipped, since nothing can be done with it.
 */
export function parseGoods(raw: unknown, knownId?: Id): Goods | null {
  const goods = parseRecord('goods', raw, goodsRules);
  if (!goods) return null;
  const goodsId = goods.id ?? knownId;
  return goodsId === undefined ? null : { ...goods, id: goodsId };
}

/** A SKU of `goodsSku/list`; a SKU without an id is kept (shown), it reads as a new SKU on save. */
export function parseSku(raw: unknown): Sku | null {
  return parseRecord('goodsSku', raw, {
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
}

export function parsePropertyRecord(raw: unknown): PropertyRecord | null {
  const property = parseRecord('goodsProperty', raw, { id: id(), propertyName: text() });
  return property && property.id !== undefined ? { id: property.id, propertyName: property.propertyName } : null;
}

export function parsePropertyValueRecord(raw: unknown): PropertyValueRecord | null {
  const value = parseRecord('goodsPropertyValue', raw, { id: id(), propertyId: id(), valueName: text() });
  return value && value.id !== undefined && value.propertyId !== undefined ? { id: value.id, propertyId: value.propertyId, valueName: value.valueName } : null;
}
