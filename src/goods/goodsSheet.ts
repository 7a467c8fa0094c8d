import goodsSchema, { GOODS_LIMITS, parsePropertyRecord, parsePropertyValueRecord, parseSku, type Goods, type GoodsProperty, type Id, type MediaItem, type Sku, type SkuInput } from '../../schemas/goods';
import type { AnyResourceSchema } from '../resources/defineResource';
import { encodeFields, parseRows, requireRecord } from '../resources/recordCodec';
import { cellText, isBlank, looseKey, readNumber, splitList, toHalfWidth } from '../resources/sheets/cells';
import { fieldColumn, ruleText, type ColumnModel, type LeftOutField, type SchemaColumnOptions } from '../resources/sheets/columns';
import { convertCell, keepStoredMedia, sheetMediaOrder, toGallery } from '../resources/sheets/convert';
import type { BuildInput, ImportEnv, MatchedRow, SheetImportProfile } from '../resources/sheets/profile';
import { cellIssues, inColumnOrder, keyIndex, readWholeList, schemaFieldOptions } from '../resources/sheets/schemaProfile';
import type { ImportItem, PreviewRow, SheetCell, SheetColumn, SheetOption, Translate } from '../resources/sheets/sheetTypes';
import { isUploadResultUrl } from '../dataProvider/urlPolicy';
import { referenceSources } from '../reference/sources';
import { propertyCreate, propertyValueCreate, skuList } from './goods.calls';
import { validateMatrix, type SkuDraft, type SkuField } from './skuMatrix';
import '../../i18n/parts/import';
import '../../i18n/parts/goods';

/**
 * Goods with their SKUs in one sheet (issue 21, docs/volume-work.md "Import"), as Shopify's
 * product CSV: one row per SKU, rows grouped into a goods by 商品编号; the goods' own columns on
 * the first row of the group (blank or the same on the others); 规格:<名称> columns (规格:颜色 =
 * 黑色, 规格:容量 = 350ml) build the SKU matrix; pictures and videos as addresses. Checked with
 * the goods schema's rules (validateValues) and the SKU editor's own rules (validateMatrix), with
 * their messages. Saved through the same goods add / edit calls (with `skus`) as the editor;
 * properties and values are found by name on the goods, else created by name
 * (`goodsProperty/create`, `goodsPropertyValue/create`, as the editor's inputs do).
 * `goodsToSheetRows` writes a goods in exactly this shape (the export, so it re-imports unchanged).
 */

/** A goods as read from its rows: the goods' fields, its properties by name and its SKUs. */
export interface GoodsSheetValue {
  goods: Record<string, unknown>;
  /** Goods-level keys the file has a column for (an update keeps the others as stored). */
  present: string[];
  properties: Array<{ name: string; values: string[] }>;
  skus: Array<{ skuCode: string; price: number; currencyCode: string; stock: number; weight: number; image: string; values: string[] }>;
}

const GOODS_FIELDS = ['goodsNo', 'goodsName', 'categoryId', 'unitId', 'goodsTemplateId', 'freightRuleId', 'pickupPointIds', 'description'] as const;
type SkuKey = 'skuCode' | 'price' | 'currencyCode' | 'stock' | 'weight' | 'skuImage';
const PROPERTY_PREFIX = 'prop:';
/** 规格:颜色, 规格：颜色, 规格-颜色, 属性:颜色, Property: Colour, 颜色(规格). */
const PROPERTY_HEADER = /^(?:规格|属性|spec|property)\s*[:：\-－]\s*(.+)$/i;
const PROPERTY_HEADER_AFTER = /^(.+?)\s*[(（](?:规格|属性)[)）]$/;
/** The template's example property columns. */
const EXAMPLE_PROPERTIES = [
  ['颜色', ['黑色', '白色']],
  ['容量', ['350ml', '350ml']],
] as const;

const SCHEMA: AnyResourceSchema = goodsSchema;

export function propertyColumn(name: string, t: Translate): SheetColumn {
  const label = `${t('import.goods.propertyPrefix')}:${name}`;
  return {
    key: `${PROPERTY_PREFIX}${name}`,
    label,
    kind: 'text',
    required: false,
    aliases: [`规格:${name}`],
    rule: `${t('import.rules.optional')}；${t('import.goods.propertyRule', { max: GOODS_LIMITS.valueName })}`,
    example: '',
    width: Math.max(12, label.length * 2 + 2),
  };
}

const propertyName = (column: SheetColumn) => column.key.slice(PROPERTY_PREFIX.length);
const isProperty = (column: SheetColumn) => column.key.startsWith(PROPERTY_PREFIX);

function skuColumns(t: Translate): SheetColumn[] {
  const make = (key: SkuKey, label: string, kind: SheetColumn['kind'], extra: Partial<SheetColumn>, rules: string[]): SheetColumn => {
    const base = { key, label, kind, required: key !== 'skuImage', aliases: [key], width: Math.max(12, label.length * 2 + 4), ...extra };
    return { ...base, rule: ruleText({ ...base, aliases: base.aliases }, undefined, rules, t), example: '' };
  };
  return [
    make('skuCode', t('goods.sku.skuCode'), 'text', { ascii: true, keepText: true }, [t('import.rules.maxLength', { max: GOODS_LIMITS.skuCode }), t('import.goods.skuCodeRule')]),
    make('price', t('goods.sku.price'), 'number', { decimals: GOODS_LIMITS.priceDecimals }, [t('import.rules.min', { min: 0 })]),
    make('currencyCode', t('goods.sku.currencyCode'), 'choice', { source: { key: 'currency' } }, []),
    make('stock', t('goods.sku.stock'), 'number', { integer: true }, [t('import.rules.min', { min: 0 })]),
    make('weight', t('goods.sku.weight'), 'number', { decimals: GOODS_LIMITS.weightDecimals }, [t('import.rules.min', { min: 0 })]),
    make('skuImage', t('import.goods.skuImage'), 'url', {}, []),
  ];
}

function mediaColumns(t: Translate): SheetColumn[] {
  const images: SheetColumn = { key: 'images', label: t('import.goods.images'), kind: 'media', required: false, aliases: ['images'], maxItems: GOODS_LIMITS.media, width: 40, rule: '', example: '' };
  const videos: SheetColumn = { ...images, key: 'videos', label: t('import.goods.videos'), aliases: ['videos'], width: 32 };
  // Their own words: the generic media rule speaks of pictures and videos in one column.
  const optional = t('import.rules.optional');
  return [
    { ...images, rule: [optional, t('import.goods.imagesRule'), t('import.rules.maxItems', { max: GOODS_LIMITS.media })].join('；') },
    { ...videos, rule: [optional, t('import.goods.videosRule')].join('；') },
  ];
}

const isColumn = (c: SheetColumn | LeftOutField): c is SheetColumn => 'kind' in c;

/** The goods sheet's columns: the goods' fields, pictures and videos, example 规格 columns, the SKU's fields. */
export function goodsColumns(schema: AnyResourceSchema, t: Translate, options: SchemaColumnOptions = {}): ColumnModel {
  const columns: SheetColumn[] = [];
  const leftOut: LeftOutField[] = [];
  for (const key of GOODS_FIELDS) {
    const field = schema.field(key);
    if (!field) continue;
    const made = fieldColumn(schema, field, t, options);
    if (!isColumn(made)) leftOut.push(made);
    else if (key === 'goodsNo') columns.push({ ...made, required: true, rule: `${t('import.rules.required')}；${made.rule.split('；').slice(1).join('；')}；${t('import.goods.groupRule')}`, keepText: true, width: 30 });
    else if (key === 'goodsName') columns.push({ ...made, rule: `${made.rule}；${t('import.goods.firstRowRule')}` });
    else columns.push(made);
  }
  columns.splice(columns.length - 1, 0, ...mediaColumns(t));
  columns.push(...EXAMPLE_PROPERTIES.map(([name]) => propertyColumn(name, t)));
  columns.push(...skuColumns(t));
  return { columns, leftOut };
}

/** The template's example: one goods, two SKUs (its goods-level cells on the first row only). */
function exampleRows(columns: readonly SheetColumn[]): Array<Record<string, string | number>> {
  const first: Record<string, string | number> = {};
  for (const column of columns) if (column.example !== '') first[column.key] = column.example;
  first.goodsNo = 'DEMO-001';
  first.goodsName = '示例保温杯';
  first.images = 'https://example.com/cup-1.jpg\nhttps://example.com/cup-2.jpg';
  first.videos = 'https://example.com/cup.mp4';
  first.description = '316 不锈钢内胆，保温 12 小时';
  const second: Record<string, string | number> = { goodsNo: 'DEMO-001' };
  EXAMPLE_PROPERTIES.forEach(([name, values]) => {
    first[`${PROPERTY_PREFIX}${name}`] = values[0];
    second[`${PROPERTY_PREFIX}${name}`] = values[1];
  });
  Object.assign(first, { skuCode: 'DEMO-001-BK', price: 59.9, currencyCode: 'CNY', stock: 100, weight: 0.45, skuImage: 'https://example.com/cup-black.jpg' });
  Object.assign(second, { skuCode: 'DEMO-001-WH', price: 59.9, currencyCode: 'CNY', stock: 80, weight: 0.45 });
  return [first, second];
}

const numberText = (cell: SheetCell) => {
  if (isBlank(cell)) return '';
  const value = readNumber(cell);
  return value === null ? cellText(cell) : String(value);
};

interface ReadSku {
  row: MatchedRow;
  goodsNo: string;
  cells: Record<string, string>;
  errors: Record<string, string>;
  draft: SkuDraft;
  values: string[];
}

/** The matrix editor's column of a sheet column (its messages are the editor's). */
const MATRIX_FIELD: Record<string, SkuField> = { skuCode: 'skuCode', price: 'price', currencyCode: 'currencyCode', stock: 'stock', weight: 'weight' };

function build({ schema, columns, rows, store, t }: BuildInput): { rows: PreviewRow[]; items: ImportItem<GoodsSheetValue>[] } {
  const present = columns.filter((c) => c.present && !c.ignored);
  const goodsLevel = present.filter((c) => (GOODS_FIELDS as readonly string[]).includes(c.key) || c.key === 'images' || c.key === 'videos');
  const properties = present.filter(isProperty);
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const presentKeys = new Set(goodsLevel.map((c) => c.key));

  // Every row: its SKU cells (as the matrix editor holds them) and its property values.
  const read: ReadSku[] = rows.map((row) => {
    const cells: Record<string, string> = {};
    for (const column of present) cells[column.key] = cellText(row.cell(column.key));
    const errors: Record<string, string> = {};
    const currency = byKey.get('currencyCode')!;
    const currencyCell = row.cell('currencyCode');
    let currencyCode = '';
    if (!isBlank(currencyCell)) {
      const found = convertCell(currency, currencyCell, {}, store, t);
      if ('error' in found) errors.currencyCode = found.error;
      else currencyCode = String(found.value);
    }
    const draft: SkuDraft = {
      key: `r${row.index}`,
      valueIds: [],
      skuCode: toHalfWidth(cellText(row.cell('skuCode'))),
      price: numberText(row.cell('price')),
      currencyCode: errors.currencyCode ? 'x' : currencyCode,
      stock: numberText(row.cell('stock')),
      weight: numberText(row.cell('weight')),
      image: toHalfWidth(cellText(row.cell('skuImage'))).replace(/\s+/g, ''),
    };
    if (draft.image && !isUploadResultUrl(draft.image)) errors.skuImage = t('engine.validation.url');
    return { row, goodsNo: cellText(row.cell('goodsNo')), cells, errors, draft, values: properties.map((p) => cellText(row.cell(p.key))) };
  });

  // SKU codes are unique in the whole file (the backend refuses a code another goods uses).
  const codes = new Map<string, ReadSku[]>();
  for (const sku of read) if (sku.draft.skuCode) codes.set(sku.draft.skuCode, [...(codes.get(sku.draft.skuCode) ?? []), sku]);
  for (const [code, same] of codes) {
    if (same.length < 2) continue;
    for (const sku of same) sku.errors.skuCode = t('goods.sku.errors.codeDuplicate', { code, rows: same.map((s) => s.row.number).join('、') });
  }

  const groups = new Map<string, ReadSku[]>();
  const lonely: ReadSku[] = [];
  for (const sku of read) {
    if (!sku.goodsNo) lonely.push(sku);
    else groups.set(looseKey(sku.goodsNo), [...(groups.get(looseKey(sku.goodsNo)) ?? []), sku]);
  }

  const preview: PreviewRow[] = [];
  const items: ImportItem<GoodsSheetValue>[] = [];
  const required = t('engine.validation.required');

  for (const sku of lonely) {
    preview.push({ index: sku.row.index, number: sku.row.number, cells: sku.cells, errors: inColumnOrder({ goodsNo: required, ...sku.errors }, columns), notes: [], item: `row-${sku.row.index}` });
  }

  for (const [groupKey, group] of groups) {
    const [head] = group;
    const itemKey = `goods-${groupKey}`;
    // The goods' own fields from its first row, checked with the goods schema's rules.
    const values: Record<string, unknown> = {};
    const headErrors: Record<string, string> = {};
    for (const column of goodsLevel) {
      const got = convertCell(column, head.row.cell(column.key), values, store, t);
      if ('error' in got) headErrors[column.key] = got.error;
      else if (got.value !== undefined) values[column.key] = got.value;
    }
    const images = (values.images as MediaItem[] | undefined) ?? [];
    const videos = (values.videos as MediaItem[] | undefined) ?? [];
    delete values.images;
    delete values.videos;
    const misplaced = [...images.filter((m) => m.mediaType === 'Video').map(() => 'images'), ...videos.filter((m) => m.mediaType !== 'Video').map(() => 'videos')];
    for (const key of misplaced) headErrors[key] ??= t(key === 'images' ? 'import.goods.videoInImages' : 'import.goods.imageInVideos');
    const media = toGallery([...images, ...videos].map((m) => m.imageUrl));
    if (presentKeys.has('images') || presentKeys.has('videos')) values.media = media;
    const schemaIssues = cellIssues(schema, values, new Set([...presentKeys, 'media']), t);
    if (schemaIssues.media) {
      headErrors[presentKeys.has('images') ? 'images' : 'videos'] ??= schemaIssues.media;
      delete schemaIssues.media;
    }
    Object.assign(headErrors, { ...schemaIssues, ...headErrors });
    head.errors = { ...headErrors, ...head.errors };

    // Later rows: goods-level cells blank or the same as the first row's.
    for (const sku of group.slice(1)) {
      for (const column of goodsLevel) {
        if (column.key === 'goodsNo') continue;
        const cell = sku.row.cell(column.key);
        if (isBlank(cell)) continue;
        if (looseKey(cellText(cell)) !== looseKey(cellText(head.row.cell(column.key)))) sku.errors[column.key] ??= t('import.goods.differs', { row: head.row.number });
      }
    }

    // The properties this goods uses: the 规格 columns filled on any of its rows.
    const used = properties.map((_p, i) => i).filter((i) => group.some((sku) => sku.values[i] !== ''));
    const combos = new Map<string, number>();
    for (const sku of group) {
      for (const i of used) {
        const value = sku.values[i];
        const key = properties[i].key;
        if (!value) sku.errors[key] ??= t('import.goods.propertyMissing', { name: propertyName(properties[i]) });
        else if (value.length > GOODS_LIMITS.valueName) sku.errors[key] ??= t('engine.validation.maxLength', { max: GOODS_LIMITS.valueName });
      }
      const combo = used.map((i) => looseKey(sku.values[i])).join('|');
      const earlier = combos.get(combo);
      if (earlier !== undefined && used.length > 0) {
        for (const i of used) sku.errors[properties[i].key] ??= t('import.goods.comboDuplicate', { row: earlier });
      } else if (earlier !== undefined) {
        sku.errors.skuCode ??= t('import.goods.noProperties', { row: earlier });
      } else combos.set(combo, sku.row.number);
    }
    if (group.length > GOODS_LIMITS.skus) head.errors.goodsNo ??= t('goods.props.tooMany', { max: GOODS_LIMITS.skus });

    // The SKU cells with the matrix editor's rules and messages (its duplicate check is the file's, above).
    const matrix = validateMatrix([], group.map((sku) => sku.draft));
    for (const sku of group) {
      for (const [field, message] of Object.entries(matrix.cells[sku.draft.key] ?? {})) {
        if (!message || message.key === 'goods.sku.errors.codeDuplicate') continue;
        const column = Object.keys(MATRIX_FIELD).find((k) => MATRIX_FIELD[k] === field)!;
        sku.errors[column] ??= t(message.key, message.args);
      }
    }

    const bad = group.some((sku) => Object.keys(sku.errors).length > 0);
    for (const sku of group) {
      const errors = inColumnOrder(sku.errors, columns);
      const notes = bad && Object.keys(errors).length === 0 ? [t('import.goods.otherRowBad')] : [];
      preview.push({ index: sku.row.index, number: sku.row.number, cells: sku.cells, errors, notes, item: itemKey, action: bad ? undefined : 'create' });
    }
    if (bad) continue;
    const propertyValues = used.map((i) => ({ name: propertyName(properties[i]), values: [...new Set(group.map((sku) => sku.values[i]))] }));
    items.push({
      key: itemKey,
      label: String(values.goodsName ?? head.goodsNo),
      rows: group.map((sku) => sku.row.index),
      action: 'create',
      naturalKey: head.goodsNo,
      value: {
        goods: values,
        present: [...presentKeys].map((key) => (key === 'images' || key === 'videos' ? 'media' : key)),
        properties: propertyValues,
        skus: group.map((sku) => ({
          skuCode: sku.draft.skuCode.trim(),
          price: Number(sku.draft.price),
          currencyCode: sku.draft.currencyCode,
          stock: Number(sku.draft.stock),
          weight: Number(sku.draft.weight),
          image: sku.draft.image,
          values: used.map((i) => sku.values[i]),
        })),
      },
    });
  }
  preview.sort((a, b) => a.index - b.index);
  return { rows: preview, items };
}

// --- Sending (main thread) --------------------------------------------------------------------

/** Properties and values created during one import, by name: each is created once, not once per goods. */
const createdByEnv = new WeakMap<ImportEnv, { properties: Map<string, Promise<Id>>; values: Map<string, Promise<Id>> }>();

function memoOf(env: ImportEnv) {
  let memo = createdByEnv.get(env);
  if (!memo) {
    memo = { properties: new Map(), values: new Map() };
    createdByEnv.set(env, memo);
  }
  return memo;
}

async function propertyId(env: ImportEnv, name: string, known: readonly GoodsProperty[]): Promise<Id> {
  const own = known.find((p) => p.propertyName === name);
  if (own) return own.propertyId;
  const memo = memoOf(env);
  let pending = memo.properties.get(name);
  if (!pending) {
    pending = env.dataProvider
      .call(propertyCreate, { body: encodeFields('goodsProperty', { propertyName: name }) as { propertyName: string }, notify: false })
      .then((data) => requireRecord('goodsProperty', data, parsePropertyRecord).id);
    memo.properties.set(name, pending);
    pending.catch(() => memo.properties.delete(name));
  }
  return pending;
}

async function valueId(env: ImportEnv, property: Id, name: string, known: readonly GoodsProperty[]): Promise<Id> {
  const own = known.find((p) => String(p.propertyId) === String(property))?.values.find((v) => v.valueName === name);
  if (own) return own.valueId;
  const memo = memoOf(env);
  const key = `${String(property)}|${name}`;
  let pending = memo.values.get(key);
  if (!pending) {
    pending = env.dataProvider
      .call(propertyValueCreate, { body: encodeFields('goodsPropertyValue', { propertyId: property, valueName: name }) as { propertyId: Id; valueName: string }, notify: false })
      .then((data) => requireRecord('goodsPropertyValue', data, parsePropertyValueRecord).id);
    memo.values.set(key, pending);
    pending.catch(() => memo.values.delete(key));
  }
  return pending;
}

/**
 * An existing goods keeps the order of its properties (the sheet's 规格 columns follow the first
 * goods that names them, so another goods' order may differ): the SKU matrix stays as it was.
 */
function keepPropertyOrder(value: GoodsSheetValue, known: readonly GoodsProperty[]): GoodsSheetValue {
  const rank = (name: string) => {
    const at = known.findIndex((p) => p.propertyName === name);
    return at < 0 ? known.length : at;
  };
  const order = value.properties.map((_p, i) => i).sort((a, b) => rank(value.properties[a].name) - rank(value.properties[b].name) || a - b);
  if (order.every((at, i) => at === i)) return value;
  return { ...value, properties: order.map((i) => value.properties[i]), skus: value.skus.map((sku) => ({ ...sku, values: order.map((i) => sku.values[i]) })) };
}

/** The add / edit body of a goods from its rows (the editor's `toGoodsData` shape). */
export async function goodsData(sheet: GoodsSheetValue, env: ImportEnv, existing?: { goods: Goods; skus: Sku[] }): Promise<Record<string, unknown>> {
  const known = existing?.goods.properties ?? [];
  const value = keepPropertyOrder(sheet, known);
  const properties: GoodsProperty[] = [];
  for (const property of value.properties) {
    const id = await propertyId(env, property.name, known);
    const values = [];
    for (const name of property.values) values.push({ valueId: await valueId(env, id, name, known), valueName: name });
    properties.push({ propertyId: id, propertyName: property.name, values });
  }
  const stored = existing?.skus ?? [];
  const skus: SkuInput[] = value.skus.map((sku) => {
    const valueIds = sku.values.map((name, i) => properties[i].values.find((v) => v.valueName === name)!.valueId);
    // An existing SKU keeps its id: found by its code, else by its combination.
    const same = stored.find((s) => s.skuCode === sku.skuCode) ?? stored.find((s) => s.valueIds.map(String).join('|') === valueIds.map(String).join('|'));
    return { ...(same?.id !== undefined ? { id: same.id } : {}), skuCode: sku.skuCode, price: sku.price, currencyCode: sku.currencyCode, stock: sku.stock, weight: sku.weight, image: sku.image, valueIds };
  });
  // Columns the file leaves out keep the stored values of an existing goods.
  const base: Record<string, unknown> = existing ? { ...existing.goods } : {};
  for (const key of value.present) base[key] = value.goods[key] ?? null;
  if (!existing) Object.assign(base, value.goods);
  // The sheet has addresses only: stored pictures keep their names, videos their covers.
  else if (Array.isArray(base.media)) base.media = keepStoredMedia(base.media as MediaItem[], Array.isArray(existing.goods.media) ? existing.goods.media : []);
  return { ...base, properties: properties.map((p) => ({ propertyId: p.propertyId, propertyName: p.propertyName, values: p.values })), skus };
}

async function sendGoods(item: ImportItem<GoodsSheetValue>, env: ImportEnv, signal: AbortSignal): Promise<void> {
  if (item.id === undefined) {
    await env.dataProvider.create('goods', { data: await goodsData(item.value, env), meta: { signal } });
    return;
  }
  const [{ data: goods }, skusAnswer] = await Promise.all([
    env.dataProvider.getOne<Goods>('goods', { id: item.id, signal }),
    env.dataProvider.call(skuList, { query: { goodsId: item.id }, notify: false, signal }),
  ]);
  const skus = parseRows('goodsSku', skusAnswer, parseSku);
  const data = await goodsData(item.value, env, { goods, skus });
  await env.dataProvider.update('goods', { id: item.id, data, previousData: goods });
}

async function currencies(env: ImportEnv): Promise<SheetOption[]> {
  const options = await env.referenceOptions(referenceSources.currencies, {});
  return options.map((c) => ({ id: c.id, name: c.name, codes: [String(c.id)] }));
}

export const goodsImportProfile: SheetImportProfile<GoodsSheetValue, Map<string, string | number>> = {
  id: 'goods',
  hintKey: 'import.goods.hint',
  columns: (schema, t, options) => goodsColumns(schema, t, options),
  dynamicColumn(header, t) {
    const match = PROPERTY_HEADER.exec(header.trim()) ?? PROPERTY_HEADER_AFTER.exec(header.trim());
    const name = match?.[1]?.trim();
    return name && name.length <= GOODS_LIMITS.propertyName ? propertyColumn(name, t) : null;
  },
  exampleRows: (columns) => exampleRows(columns),
  build,
  loadOptions: (need, env) => (need.source === 'currency' ? currencies(env) : schemaFieldOptions(SCHEMA, need.source, need.params, env)),
  prefetch: async (env, signal) => keyIndex(await readWholeList(env, 'goods', {}, signal), 'goodsNo'),
  async lookUp(items, index) {
    const out = new Map<string, { id: string | number }>();
    for (const item of items) {
      const id = item.naturalKey === undefined ? undefined : index.get(looseKey(item.naturalKey));
      if (id !== undefined) out.set(item.key, { id });
    }
    return out;
  },
  send: sendGoods,
};

// --- Export in import shape ----------------------------------------------------------------------

/** Names of the goods' references by id (the export reads them as the list shows them); an id without a name is written as the id, which the import reads too. */
export type GoodsSheetNames = Partial<Record<'categoryId' | 'unitId' | 'goodsTemplateId' | 'freightRuleId' | 'pickupPointIds', ReadonlyMap<string, string>>>;

/** The sheet's columns for these goods: the import's static columns, with a 规格 column per property the goods use. */
export function goodsSheetColumns(goods: ReadonlyArray<Pick<Goods, 'properties'>>, t: Translate): SheetColumn[] {
  const { columns } = goodsColumns(SCHEMA, t);
  const names = [...new Set(goods.flatMap((g) => (g.properties ?? []).map((p) => p.propertyName)))];
  const firstSku = columns.findIndex((c) => c.key === 'skuCode');
  return [...columns.slice(0, firstSku).filter((c) => !isProperty(c)), ...names.map((name) => propertyColumn(name, t)), ...columns.slice(firstSku)];
}

/**
 * A goods and its SKUs as sheet rows in exactly the import's shape (cells by column key of
 * `goodsSheetColumns`): one row per SKU, the goods' own cells on the first row only.
 */
export function goodsToSheetRows(goods: Goods, skus: readonly Sku[], names: GoodsSheetNames = {}): Array<Record<string, string | number>> {
  const nameOf = (key: keyof GoodsSheetNames, id: unknown) => (id === undefined || id === null || id === '' ? '' : (names[key]?.get(String(id)) ?? String(id)));
  // The main picture first: the import makes the first picture main.
  const media = sheetMediaOrder(Array.isArray(goods.media) ? goods.media : []);
  const head: Record<string, string | number> = {
    goodsNo: goods.goodsNo ?? '',
    goodsName: goods.goodsName ?? '',
    categoryId: names.categoryId ? nameOf('categoryId', goods.categoryId) : (goods.categoryName ?? nameOf('categoryId', goods.categoryId)),
    unitId: names.unitId ? nameOf('unitId', goods.unitId) : (goods.unitName ?? nameOf('unitId', goods.unitId)),
    goodsTemplateId: nameOf('goodsTemplateId', goods.goodsTemplateId),
    freightRuleId: nameOf('freightRuleId', goods.freightRuleId),
    pickupPointIds: (goods.pickupPointIds ?? []).map((id) => nameOf('pickupPointIds', id)).join('、'),
    images: media.filter((m) => !m.video).map((m) => m.imageUrl).join('\n'),
    videos: media.filter((m) => m.video).map((m) => m.imageUrl).join('\n'),
    description: goods.description ?? '',
  };
  const properties = goods.properties ?? [];
  const rows = (skus.length ? skus : [undefined]).map((sku, index) => {
    const row: Record<string, string | number> = index === 0 ? { ...head } : { goodsNo: head.goodsNo };
    if (!sku) return row;
    properties.forEach((property, i) => {
      const valueName = property.values.find((v) => String(v.valueId) === String(sku.valueIds[i]))?.valueName;
      if (valueName) row[`${PROPERTY_PREFIX}${property.propertyName}`] = valueName;
    });
    Object.assign(row, {
      skuCode: sku.skuCode,
      price: sku.price ?? '',
      currencyCode: sku.currencyCode,
      stock: sku.stock ?? '',
      weight: sku.weight ?? '',
      skuImage: sku.image ?? '',
    });
    return row;
  });
  return rows;
}

/** Splits a list cell as the import does (tests, the export's own checks). */
export const splitCell = (text: string) => splitList(text, true);
