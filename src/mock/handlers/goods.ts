import { http, HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { defineCollection, formatDateTime, seededRandom } from '../db';
import { businessError, ok, paginate, pagingBody, route } from '../respond';
import { buildCategoryTree, categories, categoryPath, units } from './reference';
import { demoMediaUrl } from '../demoMedia';
import { GOODS_LIMITS, type Goods, type GoodsProperty, type MediaItem, type PropertyRecord, type PropertyValueRecord, type Sku } from '../../../schemas/goods';

/**
 * Goods, SKUs, goods properties and property values of the stand-in.
 * Shelf status: 0 = off (unlisted), 1 = on (listed). `add`/`edit` carry `skus: [...]`
 * (each with `valueIds`, one value of every property); SKUs read back by
 * `GET /backend/goodsSku/list?goodsId=`.
 */
/**
 * Rows as this server stores them: the schema's records (schemas/goods.ts) with every derived
 * field filled and numeric ids. SKUs are rows of their own, never part of a goods row.
 */
type Filled<T> = { [K in keyof T]-?: NonNullable<T[K]> };
type NumericIds = 'id' | 'categoryId' | 'unitId' | 'goodsTemplateId' | 'freightRuleId' | 'pickupPointIds';

export type GoodsRow = Omit<Filled<Goods>, NumericIds | 'skus' | 'media' | 'createTimeRange'> & {
  media: MediaItem[];
  id: number;
  categoryId: number;
  unitId: number;
  goodsTemplateId: number | null;
  freightRuleId: number | null;
  pickupPointIds: number[];
};
export type GoodsPropertyRef = GoodsProperty;
export type SkuRow = Omit<Filled<Sku>, 'id' | 'goodsId'> & { id: number; goodsId: number };
export type PropertyRow = PropertyRecord & { id: number };
export type PropertyValueRow = PropertyValueRecord & { id: number; propertyId: number };

interface GoodsSeed {
  name: string;
  categoryId: number;
  unitId: number;
  props: ReadonlyArray<readonly [string, readonly string[]]>;
  price: number;
  weight: number;
  currency?: string;
  off?: boolean;
}

const GOODS_SEED: readonly GoodsSeed[] = [
  { name: '男士纯棉圆领T恤', categoryId: 111, unitId: 1, props: [['颜色', ['白色', '黑色', '藏青']], ['尺码', ['M', 'L', 'XL']]], price: 6.5, weight: 0.22 },
  { name: '商务免烫长袖衬衫', categoryId: 112, unitId: 1, props: [['颜色', ['白色', '浅蓝']], ['尺码', ['39', '40', '41', '42']]], price: 12.8, weight: 0.3 },
  { name: '法式碎花连衣裙', categoryId: 121, unitId: 1, props: [['颜色', ['米白', '雾蓝']], ['尺码', ['S', 'M', 'L']]], price: 18.9, weight: 0.35 },
  { name: '女士双面呢大衣', categoryId: 122, unitId: 1, props: [['颜色', ['驼色', '黑色']], ['尺码', ['S', 'M', 'L']]], price: 45, weight: 1.2, off: true },
  { name: '儿童卡通印花卫衣', categoryId: 13, unitId: 1, props: [['颜色', ['粉色', '黄色']], ['尺码', ['110', '120', '130']]], price: 7.2, weight: 0.28 },
  { name: '不锈钢保温杯 500ml', categoryId: 21, unitId: 2, props: [['颜色', ['银色', '玫瑰金', '黑色']]], price: 3.9, weight: 0.4 },
  { name: '硅胶折叠沥水篮', categoryId: 21, unitId: 2, props: [['颜色', ['灰色', '绿色']]], price: 2.6, weight: 0.3, currency: 'CNY' },
  { name: '透明抽屉式收纳盒', categoryId: 22, unitId: 2, props: [['规格', ['小号', '中号', '大号']]], price: 4.5, weight: 0.8 },
  { name: '全棉磨毛四件套', categoryId: 23, unitId: 3, props: [['尺寸', ['1.5m', '1.8m']], ['花色', ['素雅灰', '格调蓝']]], price: 28, weight: 2.1 },
  { name: '20W PD 快充充电器', categoryId: 31, unitId: 2, props: [['插头', ['美规', '英规', '欧规']], ['颜色', ['白色', '黑色']]], price: 3.2, weight: 0.08 },
  { name: '磁吸无线充电宝', categoryId: 31, unitId: 2, props: [['容量', ['5000mAh', '10000mAh']]], price: 9.8, weight: 0.2 },
  { name: '头戴式蓝牙降噪耳机', categoryId: 32, unitId: 2, props: [['颜色', ['黑色', '白色']]], price: 19.5, weight: 0.35 },
  { name: '便携防水蓝牙音箱', categoryId: 32, unitId: 9, props: [['颜色', ['黑色', '红色', '蓝色']]], price: 11, weight: 0.5, off: true },
  { name: '智能心率运动手环', categoryId: 33, unitId: 2, props: [['颜色', ['黑色', '粉色']]], price: 14.6, weight: 0.06 },
  { name: '轻量透气跑步鞋', categoryId: 41, unitId: 5, props: [['颜色', ['黑白', '灰蓝']], ['尺码', ['39', '40', '41', '42', '43']]], price: 16.8, weight: 0.7 },
  { name: '防泼水通勤双肩包', categoryId: 42, unitId: 2, props: [['颜色', ['黑色', '灰色']]], price: 13.5, weight: 0.9 },
  { name: '玻尿酸补水面膜', categoryId: 51, unitId: 8, props: [['规格', ['10片装', '20片装']]], price: 4.2, weight: 0.3 },
  { name: '丝绒雾面口红', categoryId: 52, unitId: 2, props: [['色号', ['#01 正红', '#02 豆沙', '#03 枫叶']]], price: 2.8, weight: 0.05, off: true },
];

const PALETTE = ['#e57373', '#64b5f6', '#81c784', '#ffb74d', '#ba68c8', '#4db6ac', '#f06292', '#a1887f'];

function descriptionHtml(name: string, weight: number): string {
  return [
    `<h3>产品特点</h3>`,
    `<p>${name}，工厂直供，支持混批与定制包装，适合跨境电商与线下零售。</p>`,
    `<ul><li>严格质检，出货前逐件检查</li><li>支持贴牌 OEM，起订量低</li><li>48 小时内发货</li></ul>`,
    `<table style="width: 100%;"><tbody>`,
    `<tr><th colSpan="1" rowSpan="1" width="auto">参数</th><th colSpan="1" rowSpan="1" width="auto">说明</th></tr>`,
    `<tr><td colSpan="1" rowSpan="1" width="auto">单件毛重</td><td colSpan="1" rowSpan="1" width="auto">${weight} kg</td></tr>`,
    `<tr><td colSpan="1" rowSpan="1" width="auto">产地</td><td colSpan="1" rowSpan="1" width="auto">浙江义乌</td></tr>`,
    `</tbody></table>`,
  ].join('');
}

/** Cartesian product of value lists (one empty combination when there are none). */
function product<T>(lists: readonly T[][]): T[][] {
  return lists.reduce<T[][]>((acc, list) => acc.flatMap((combo) => list.map((item) => [...combo, item])), [[]]);
}

export const goodsProperties = defineCollection<PropertyRow>('goodsProperties', () => {
  const names = [...new Set(GOODS_SEED.flatMap((g) => g.props.map(([name]) => name)))];
  return names.map((propertyName, index) => ({ id: index + 1, propertyName }));
});

export const goodsPropertyValues = defineCollection<PropertyValueRow>('goodsPropertyValues', () => {
  const rows: PropertyValueRow[] = [];
  for (const property of goodsProperties.all()) {
    const values = [...new Set(GOODS_SEED.flatMap((g) => g.props.filter(([name]) => name === property.propertyName).flatMap(([, v]) => v)))];
    for (const valueName of values) rows.push({ id: 1000 + rows.length + 1, propertyId: property.id, valueName });
  }
  return rows;
});

interface Seeded {
  goods: GoodsRow[];
  skus: SkuRow[];
}

/** Pack variants of every seeded goods in the demo's catalogue (8 × the seeded goods). */
const VOLUME_VARIANTS = ['12 件装', '24 件装', '48 件装', '整箱装', '样品装', '出口版', '经济款', '加厚款'] as const;

let seededCache: Seeded | undefined;
function seedAll(): Seeded {
  if (seededCache) return seededCache;
  const random = seededRandom(7);
  const goods: GoodsRow[] = [];
  const skus: SkuRow[] = [];
  let skuId = 0;
  // The catalogue a wholesale supplier works in (docs/volume-work.md): each seeded goods also comes
  // in pack variants, created before the seeded ones (so the first page stays as it was).
  const volume = VOLUME_VARIANTS.flatMap((variant, v) => GOODS_SEED.map((seed, s) => ({ seed: { ...seed, name: `${seed.name}（${variant}）`, off: (s + v) % 9 === 0 }, imageOf: s + 1, year: 2025 })));
  const all = [...GOODS_SEED.map((seed, s) => ({ seed, imageOf: s + 1, year: 2026 })), ...volume];
  all.forEach(({ seed, imageOf, year }, index) => {
    const id = index + 1;
    const goodsNo = `HY-${String(seed.categoryId).padStart(3, '0')}-${String(id).padStart(3, '0')}`;
    const properties: GoodsPropertyRef[] = seed.props.map(([propertyName, values]) => {
      const property = goodsProperties.all().find((p) => p.propertyName === propertyName)!;
      return {
        propertyId: property.id,
        propertyName,
        values: values.map((valueName) => {
          const value = goodsPropertyValues.all().find((v) => v.propertyId === property.id && v.valueName === valueName)!;
          return { valueId: value.id, valueName };
        }),
      };
    });
    const media: MediaItem[] = [0, 1, 2].map((n) => ({
      name: `goods-${imageOf}-${n + 1}.svg`,
      imageUrl: demoMediaUrl(`goods-${imageOf}-${n + 1}`),
      mainImageFlag: n === 0,
      sortOrder: n,
      mediaType: 'Image',
      cover: '',
    }));
    const currencyCode = seed.currency ?? 'USD';
    const combos = product(properties.map((p) => p.values));
    const goodsSkus = combos.map((combo, n) => {
      skuId += 1;
      return {
        id: skuId,
        goodsId: id,
        skuCode: `${goodsNo}-${String(n + 1).padStart(2, '0')}`,
        price: Math.round((seed.price + (n % 3) * 0.5) * 100) / 100,
        currencyCode,
        stock: 50 + Math.floor(random() * 1950),
        weight: seed.weight,
        image: media[n % media.length].imageUrl,
        valueIds: combo.map((v) => v.valueId),
        specText: combo.map((v, i) => `${properties[i].propertyName}:${v.valueName}`).join('; '),
        sortOrder: n,
      } satisfies SkuRow;
    });
    skus.push(...goodsSkus);
    const day = 1 + ((index * 3) % 27);
    const createTime = `${year}-${String(1 + (index % 10)).padStart(2, '0')}-${String(day).padStart(2, '0')} ${String(9 + (index % 9)).padStart(2, '0')}:${String((index * 7) % 60).padStart(2, '0')}:00`;
    goods.push({
      id,
      goodsName: seed.name,
      goodsNo,
      categoryId: seed.categoryId,
      categoryName: '',
      unitId: seed.unitId,
      unitName: '',
      goodsTemplateId: null,
      pickupPointIds: [],
      freightRuleId: null,
      media,
      mainImage: media[0].imageUrl,
      description: descriptionHtml(seed.name, seed.weight),
      properties,
      shelfStatus: seed.off ? 0 : 1,
      minPrice: 0,
      maxPrice: 0,
      currencyCode,
      totalStock: 0,
      skuCount: 0,
      createTime,
      updateTime: createTime,
    });
  });
  seededCache = { goods: goods.map((g) => withDerived(g, skus.filter((s) => s.goodsId === g.id))), skus };
  return seededCache;
}

/** Names and totals the server derives from the category, unit and SKUs. */
function withDerived(row: GoodsRow, goodsSkus: readonly SkuRow[]): GoodsRow {
  const prices = goodsSkus.map((s) => s.price);
  const main = row.media.find((m) => m.mainImageFlag && m.mediaType !== 'Video') ?? row.media.find((m) => m.mediaType !== 'Video');
  return {
    ...row,
    categoryName: categoryPath(row.categoryId),
    unitName: units.find(row.unitId)?.unitName ?? '',
    mainImage: main?.imageUrl ?? '',
    minPrice: prices.length ? Math.min(...prices) : 0,
    maxPrice: prices.length ? Math.max(...prices) : 0,
    currencyCode: goodsSkus[0]?.currencyCode ?? row.currencyCode,
    totalStock: goodsSkus.reduce((sum, s) => sum + s.stock, 0),
    skuCount: goodsSkus.length,
  };
}

export const goods = defineCollection<GoodsRow>('goods', () => seedAll().goods.map((g) => ({ ...g })));
export const goodsSkus = defineCollection<SkuRow>('goodsSkus', () => seedAll().skus.map((s) => ({ ...s })));

const id = z.union([z.number().check(z.refine(Number.isSafeInteger), z.positive()), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);
const optionalId = z.optional(z.nullable(id));
const dateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '日期格式应为 yyyy-MM-dd HH:mm:ss'));

const mediaItem = z.looseObject({
  name: z.optional(z.string()),
  imageUrl: z.string().check(z.regex(/^https?:\/\//, '图片地址必须是 http(s) 地址')),
  mainImageFlag: z.optional(z.boolean()),
  sortOrder: z.optional(z.number().check(z.refine(Number.isSafeInteger))),
  mediaType: z.optional(z.string()),
  cover: z.optional(z.string()),
});

const skuInput = z.strictObject({
  id: z.optional(id),
  skuCode: z.string().check(z.trim(), z.minLength(1, 'SKU 编码不能为空'), z.maxLength(GOODS_LIMITS.skuCode)),
  price: z.number().check(z.gte(0, '价格不能为负数')),
  currencyCode: z.string().check(z.length(3)),
  stock: z.number().check(z.refine(Number.isSafeInteger), z.gte(0, '库存不能为负数')),
  weight: z.number().check(z.gte(0, '重量不能为负数')),
  image: z.optional(z.string()),
  valueIds: z.array(id),
});

// Empty optional values arrive as null (the engine's saves clear them that way).
const goodsBody = z.strictObject({
  goodsName: z.string().check(z.trim(), z.minLength(1, '商品名称不能为空'), z.maxLength(GOODS_LIMITS.goodsName)),
  goodsNo: z.nullish(z.string().check(z.maxLength(GOODS_LIMITS.goodsNo))),
  categoryId: id,
  unitId: id,
  goodsTemplateId: optionalId,
  pickupPointIds: z.nullish(z.array(id)),
  freightRuleId: optionalId,
  media: z.nullish(z.array(mediaItem).check(z.maxLength(GOODS_LIMITS.media))),
  description: z.nullish(z.string()),
  properties: z.nullish(
    z.array(z.strictObject({ propertyId: id, propertyName: z.optional(z.string()), values: z.array(z.strictObject({ valueId: id, valueName: z.optional(z.string()) })) })),
  ),
  skus: z.array(skuInput).check(z.minLength(1, '至少需要一个 SKU')),
});

type GoodsBody = z.infer<typeof goodsBody>;

/** Checks a goods body against the store; returns an error message or the saved shape. */
function resolveGoods(body: GoodsBody, goodsId: number | undefined): string | { properties: GoodsPropertyRef[] } {
  if (!categories.find(body.categoryId)) return '商品分类不存在';
  if (!units.find(body.unitId)) return '计量单位不存在';
  const properties: GoodsPropertyRef[] = [];
  for (const p of body.properties ?? []) {
    const property = goodsProperties.find(p.propertyId);
    if (!property) return `规格不存在：${p.propertyId}`;
    if (p.values.length === 0) return `规格「${property.propertyName}」至少需要一个规格值`;
    const values: GoodsPropertyRef['values'] = [];
    for (const v of p.values) {
      const value = goodsPropertyValues.find(v.valueId);
      if (!value || value.propertyId !== property.id) return `规格值不存在：${v.valueId}`;
      values.push({ valueId: value.id, valueName: value.valueName });
    }
    properties.push({ propertyId: property.id, propertyName: property.propertyName, values });
  }
  const seenCodes = new Set<string>();
  const seenCombos = new Set<string>();
  for (const sku of body.skus) {
    const code = sku.skuCode.trim();
    if (seenCodes.has(code)) return `SKU 编码重复：${code}`;
    seenCodes.add(code);
    const clash = goodsSkus.all().find((s) => s.skuCode === code && s.goodsId !== goodsId);
    if (clash) return `SKU 编码已被其他商品使用：${code}`;
    if (sku.valueIds.length !== properties.length) return `SKU ${code} 的规格值数量与规格不符`;
    for (let i = 0; i < properties.length; i += 1) {
      if (!properties[i].values.some((v) => v.valueId === sku.valueIds[i])) return `SKU ${code} 的规格值不属于「${properties[i].propertyName}」`;
    }
    const combo = sku.valueIds.join('-');
    if (seenCombos.has(combo)) return `SKU ${code} 的规格组合重复`;
    seenCombos.add(combo);
  }
  return { properties };
}

function saveSkus(goodsId: number, body: GoodsBody, properties: GoodsPropertyRef[]): SkuRow[] {
  const existing = goodsSkus.all().filter((s) => s.goodsId === goodsId);
  const kept: SkuRow[] = body.skus.map((sku, index) => {
    const previous = sku.id !== undefined ? existing.find((s) => s.id === sku.id) : undefined;
    return {
      id: previous?.id ?? goodsSkus.nextId(),
      goodsId,
      skuCode: sku.skuCode.trim(),
      price: Math.round(sku.price * 100) / 100,
      currencyCode: sku.currencyCode,
      stock: sku.stock,
      weight: sku.weight,
      image: sku.image ?? '',
      valueIds: sku.valueIds,
      specText: sku.valueIds
        .map((valueId, i) => `${properties[i].propertyName}:${properties[i].values.find((v) => v.valueId === valueId)?.valueName ?? ''}`)
        .join('; '),
      sortOrder: index,
    };
  });
  goodsSkus.replace([...goodsSkus.all().filter((s) => s.goodsId !== goodsId), ...kept]);
  return kept;
}

function toRow(body: GoodsBody, properties: GoodsPropertyRef[], base: Partial<GoodsRow> & { id: number }): GoodsRow {
  const now = formatDateTime();
  return {
    goodsNo: body.goodsNo?.trim() || base.goodsNo || `HY-${String(body.categoryId).padStart(3, '0')}-${String(base.id).padStart(3, '0')}`,
    goodsName: body.goodsName.trim(),
    categoryId: body.categoryId,
    categoryName: '',
    unitId: body.unitId,
    unitName: '',
    goodsTemplateId: body.goodsTemplateId ?? null,
    pickupPointIds: body.pickupPointIds ?? [],
    freightRuleId: body.freightRuleId ?? null,
    media: (body.media ?? []).map((m, index) => ({
      name: m.name ?? '',
      imageUrl: m.imageUrl,
      mainImageFlag: m.mainImageFlag === true && m.mediaType !== 'Video',
      sortOrder: index,
      mediaType: m.mediaType === 'Video' ? ('Video' as const) : ('Image' as const),
      cover: m.cover ?? '',
    })),
    mainImage: '',
    description: body.description ?? '',
    properties,
    shelfStatus: base.shelfStatus ?? 0,
    minPrice: 0,
    maxPrice: 0,
    currencyCode: 'USD',
    totalStock: 0,
    skuCount: 0,
    createTime: base.createTime ?? now,
    updateTime: now,
    id: base.id,
  };
}

const pageBody = z.strictObject({
  ...pagingBody.shape,
  goodsName: z.optional(z.string()),
  goodsNo: z.optional(z.string()),
  categoryId: z.optional(id),
  shelfStatus: z.optional(z.union([z.literal(0), z.literal(1)])),
  createTimeStart: z.optional(dateTime),
  createTimeEnd: z.optional(dateTime),
});

function descendantsOf(categoryId: number): Set<number> {
  const ids = new Set<number>([categoryId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of categories.all()) {
      if (!ids.has(c.id) && ids.has(c.parentId)) {
        ids.add(c.id);
        grew = true;
      }
    }
  }
  return ids;
}

function inRange(time: string, start?: string, end?: string): boolean {
  if (start && time < (start.length === 10 ? `${start} 00:00:00` : start)) return false;
  if (end && time > (end.length === 10 ? `${end} 23:59:59` : end)) return false;
  return true;
}

const byNewest = (a: GoodsRow, b: GoodsRow) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id);

const SVG_NAME = /^[a-z0-9-]{1,60}\.svg$/;

export const handlers = [
  // Demo pictures for the seeded goods (plain images, no envelope, no token like any <img>).
  http.get('*/demo-media/:file', ({ params }) => {
    const file = String(params.file);
    if (!SVG_NAME.test(file)) return new HttpResponse(null, { status: 404 });
    const digits = file.match(/\d+/g)?.map(Number) ?? [0];
    const color = PALETTE[(digits[0] + (digits[1] ?? 0)) % PALETTE.length];
    const label = file.replace(/\.svg$/, '');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${color}"/><circle cx="200" cy="170" r="90" fill="#ffffff" fill-opacity="0.35"/><text x="200" y="330" font-size="28" text-anchor="middle" fill="#ffffff" font-family="sans-serif">${label}</text></svg>`;
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'max-age=3600' } });
  }),

  route({ method: 'POST', path: '/backend/supplier/goods/page', payload: 'body', body: pageBody, shape: { resource: 'goods', request: true } }, ({ body }) => {
    const categoryIds = body.categoryId !== undefined ? descendantsOf(body.categoryId) : undefined;
    const list = goods
      .all()
      .filter(
        (g) =>
          (!body.goodsName || g.goodsName.toLowerCase().includes(body.goodsName.toLowerCase()) || g.goodsNo.toLowerCase().includes(body.goodsName.toLowerCase())) &&
          (!body.goodsNo || g.goodsNo.includes(body.goodsNo)) &&
          (!categoryIds || categoryIds.has(g.categoryId)) &&
          (body.shelfStatus === undefined || g.shelfStatus === body.shelfStatus) &&
          inRange(g.createTime, body.createTimeStart, body.createTimeEnd),
      )
      .sort(byNewest);
    return ok(paginate(list, body.currentPage, body.pageSize));
  }),

  route({ method: 'POST', path: '/backend/supplier/goods/add', payload: 'body', body: goodsBody, shape: { resource: 'goods', request: true } }, ({ body }) => {
    const resolved = resolveGoods(body, undefined);
    if (typeof resolved === 'string') return businessError(resolved);
    const goodsId = goods.nextId();
    const saved = saveSkus(goodsId, body, resolved.properties);
    const row = withDerived(toRow(body, resolved.properties, { id: goodsId, shelfStatus: 0 }), saved);
    return ok(goods.insert(row));
  }),

  route({ method: 'POST', path: '/backend/supplier/goods/edit', payload: 'body', body: z.extend(goodsBody, { id }), shape: { resource: 'goods', request: true } }, ({ body }) => {
    const current = goods.find(body.id);
    if (!current) return businessError('商品不存在或已删除');
    const { id: goodsId, ...rest } = body;
    const resolved = resolveGoods(rest, current.id);
    if (typeof resolved === 'string') return businessError(resolved);
    const saved = saveSkus(current.id, rest, resolved.properties);
    const row = withDerived(toRow(rest, resolved.properties, current), saved);
    return ok(goods.update(goodsId, row));
  }),

  route({ method: 'POST', path: '/backend/supplier/goods/shelf/on/:id', payload: 'none' }, ({ params }) => {
    const current = goods.find(params.id);
    if (!current) return businessError('商品不存在或已删除');
    if (current.skuCount === 0) return businessError('商品没有 SKU，不能上架');
    goods.update(current.id, { shelfStatus: 1, updateTime: formatDateTime() });
    return ok(true);
  }),

  route({ method: 'POST', path: '/backend/supplier/goods/shelf/off/:id', payload: 'none' }, ({ params }) => {
    const current = goods.find(params.id);
    if (!current) return businessError('商品不存在或已删除');
    goods.update(current.id, { shelfStatus: 0, updateTime: formatDateTime() });
    return ok(true);
  }),

  route({ method: 'DELETE', path: '/backend/supplier/goods/delete/:id', payload: 'none' }, ({ params }) => {
    const current = goods.find(params.id);
    if (!current) return businessError('商品不存在或已删除');
    if (current.shelfStatus === 1) return businessError('商品在架上，请先下架再删除');
    goods.remove(current.id);
    goodsSkus.replace(goodsSkus.all().filter((s) => s.goodsId !== current.id));
    return ok(true);
  }),

  route({ method: 'GET', path: '/backend/supplier/goods/info/:id', payload: 'none', shape: { resource: 'goods' } }, ({ params }) => {
    const current = goods.find(params.id);
    return current ? ok(current) : businessError('商品不存在或已删除');
  }),

  route(
    {
      method: 'GET',
      path: '/backend/supplier/goods/marketEnable/list',
      payload: 'params',
      shape: { resource: 'goods', request: true },
      query: z.strictObject({ goodsName: z.optional(z.string()), categoryId: z.optional(id) }),
    },
    ({ query }) => {
      const categoryIds = query.categoryId !== undefined ? descendantsOf(query.categoryId) : undefined;
      return ok(
        goods
          .all()
          .filter((g) => g.shelfStatus === 1 && (!query.goodsName || g.goodsName.includes(query.goodsName)) && (!categoryIds || categoryIds.has(g.categoryId)))
          .sort(byNewest),
      );
    },
  ),

  route({ method: 'GET', path: '/goodsCategory/hasGoods/buildTree', payload: 'none', shape: { resource: 'goodsCategory' } }, () =>
    ok(buildCategoryTree(new Set(goods.all().map((g) => g.categoryId)))),
  ),

  route(
    { method: 'POST', path: '/backend/goodsProperty/create', payload: 'body', shape: { resource: 'goodsProperty', request: true }, body: z.strictObject({ propertyName: z.string().check(z.trim(), z.minLength(1, '规格名称不能为空'), z.maxLength(GOODS_LIMITS.propertyName)) }) },
    ({ body }) => {
      const name = body.propertyName.trim();
      const existing = goodsProperties.all().find((p) => p.propertyName === name);
      return ok(existing ?? goodsProperties.insert({ propertyName: name }));
    },
  ),

  route(
    {
      method: 'POST',
      path: '/backend/goodsPropertyValue/create',
      payload: 'body',
      shape: { resource: 'goodsPropertyValue', request: true },
      body: z.strictObject({ propertyId: id, valueName: z.string().check(z.trim(), z.minLength(1, '规格值不能为空'), z.maxLength(GOODS_LIMITS.valueName)) }),
    },
    ({ body }) => {
      if (!goodsProperties.find(body.propertyId)) return businessError('规格不存在');
      const name = body.valueName.trim();
      const existing = goodsPropertyValues.all().find((v) => v.propertyId === body.propertyId && v.valueName === name);
      return ok(existing ?? goodsPropertyValues.insert({ propertyId: body.propertyId, valueName: name }));
    },
  ),

  route({ method: 'GET', path: '/backend/goodsSku/list', payload: 'params', query: z.strictObject({ goodsId: id }), shape: { resource: 'goodsSku' } }, ({ query }) =>
    ok(
      goodsSkus
        .all()
        .filter((s) => s.goodsId === query.goodsId)
        .sort((a, b) => a.sortOrder - b.sortOrder),
    ),
  ),
];
