/**
 * Goods records as the screens see them, read by goods.parse.ts from whatever the marketplace
 * sends (DESIGN.md "Record shapes"): text is '' and a number or id undefined when the backend
 * did not send it (or sent something else), lists are [].
 */
export type Id = number | string;

/** Gallery media item (spec §3 "Media item, gallery widget"). */
export interface MediaItem {
  name?: string;
  imageUrl: string;
  mainImageFlag?: boolean;
  sortOrder?: number;
  mediaType?: 'Image' | 'Video' | string;
  cover?: string;
}

export interface PropertyValueRef {
  valueId: Id;
  valueName: string;
}

export interface GoodsProperty {
  propertyId: Id;
  propertyName: string;
  values: PropertyValueRef[];
}

/** Shelf status: 0 off (unlisted), 1 on (listed). */
export type ShelfStatus = 0 | 1;

export interface Goods {
  id: Id;
  goodsName: string;
  goodsNo: string;
  categoryId?: Id;
  categoryName: string;
  unitId?: Id;
  unitName: string;
  goodsTemplateId: Id | null;
  pickupPointIds: Id[];
  freightRuleId: Id | null;
  media: MediaItem[];
  mainImage: string;
  description: string;
  properties: GoodsProperty[];
  shelfStatus?: ShelfStatus;
  minPrice?: number;
  maxPrice?: number;
  currencyCode: string;
  totalStock?: number;
  skuCount?: number;
  createTime: string;
  updateTime: string;
}

export interface Sku {
  id?: Id;
  goodsId?: Id;
  skuCode: string;
  price?: number;
  currencyCode: string;
  stock?: number;
  weight?: number;
  image: string;
  /** One value id per property, in the goods' property order. */
  valueIds: Id[];
  specText: string;
  sortOrder?: number;
}

/** A SKU as `add`/`edit` send it. */
export interface SkuInput {
  id?: Id;
  skuCode: string;
  price: number;
  currencyCode: string;
  stock: number;
  weight: number;
  image?: string;
  valueIds: Id[];
}

export interface GoodsInput {
  id?: Id;
  goodsName: string;
  goodsNo?: string;
  categoryId: Id;
  unitId: Id;
  goodsTemplateId?: Id | null;
  pickupPointIds?: Id[];
  freightRuleId?: Id | null;
  media?: MediaItem[];
  description?: string;
  properties: Array<{ propertyId: Id; propertyName?: string; values: Array<{ valueId: Id; valueName?: string }> }>;
  skus: SkuInput[];
}

export interface PropertyRecord {
  id: Id;
  propertyName: string;
}

export interface PropertyValueRecord {
  id: Id;
  propertyId: Id;
  valueName: string;
}
