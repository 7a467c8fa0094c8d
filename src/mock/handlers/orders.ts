import { z } from 'zod/mini';
import { defineCollection, formatDateTime, seededRandom } from '../db';
import { businessError, ok, paginate, pagingBody, route } from '../respond';
import { goods, goodsSkus } from './goods';
import { areas, carriers, countries } from './reference';
import { schemaByName } from '../../resources/registry';
import { ORDER_STATUS, type Order, type OrderItem } from '../../../schemas/orders';
import zhOrders from '../../../i18n/zh-CN/orders';
import { seedRows } from '../seeds';

/**
 * Orders, waybills and postage of the stand-in.
 * Status: 0 待付款, 1 待发货, 2 已发货, 3 已完成, 4 已取消. `sentDeliver` needs 1 (and a waybill),
 * `succeeded` needs 2. Postage: `calculate/postFee` quotes from the fee table below and keeps
 * the quote; `voucher/preparation` (待付款 only) applies the last quote to the order (destination,
 * postage, total) and issues the payment voucher — the "save" of the order edit page.
 * Postage comes from the freight rules of the 运费规则 screen (the schema engine's collection
 * `schema:freightRules`, enabled rules only, area rule before country rule), converted into the
 * order's currency; a destination no enabled rule covers falls back to the built-in table below.
 */
/** The stand-in's order rows: the schema's entity (schemas/orders.ts) with every value present. */
type Filled<T> = { [K in keyof T]-?: Exclude<T[K], null | undefined> };
export type OrderItemRow = Filled<OrderItem> & { id: number; goodsId: number; skuId: number };
export type OrderRow = Omit<Filled<Order>, 'createTimeRange' | 'items'> & {
  id: number;
  countryId: number;
  areaId: number;
  items: OrderItemRow[];
  /** Sent as well (the contract's record has them); no screen reads them. */
  buyerId: number;
  freightRuleId: number | null;
};
type OrderStatus = OrderRow['status'];

export interface WaybillRow {
  id: number;
  orderId: number;
  carrierId: number;
  carrierName: string;
  carrierCode: string;
  waybillNo: string;
  createTime: string;
}

/** One overseas freight rule (first weight + each extra weight), USD. */
export interface FeeRuleRow {
  id: number;
  ruleName: string;
  countryId: number;
  /** null = the whole country */
  areaId: number | null;
  currencyCode: string;
  firstWeight: number;
  firstPrice: number;
  extraWeight: number;
  extraPrice: number;
}

interface QuoteRow {
  id: number;
  countryId: number;
  areaId: number;
  weight: number;
  postFee: number;
  freightRuleId: number;
  currencyCode: string;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The stand-in's own fee table (see the report: the freight-rule screen's collection is separate). */
export const feeRules = defineCollection<FeeRuleRow>('orderFeeRules', () =>
  (
    [
      [1, null, '美国标准线', 12, 4.5],
      [1, 106, '美国阿拉斯加偏远线', 18, 6.5],
      [2, null, '英国标准线', 10, 4],
      [3, null, '德国标准线', 10.5, 4],
      [4, null, '日本标准线', 8, 3],
      [4, 403, '日本北海道线', 9.5, 3.6],
      [5, null, '澳大利亚标准线', 13, 5],
      [5, 504, '西澳偏远线', 16, 6],
      [6, null, '加拿大标准线', 12.5, 4.8],
      [7, null, '法国标准线', 10.5, 4.2],
      [8, null, '新加坡标准线', 7, 2.5],
    ] as const
  ).map(([countryId, areaId, ruleName, firstPrice, extraPrice], index) => ({
    id: index + 1,
    ruleName,
    countryId,
    areaId,
    currencyCode: 'USD',
    firstWeight: 0.5,
    firstPrice,
    extraWeight: 0.5,
    extraPrice,
  })),
);

/**
 * The freight-rule screen's collection, read under the name the schema engine's generated
 * handlers give it (src/mock/handlers/schemas.ts); same seed, so both modules see one store.
 */
interface ScreenRuleRow {
  id: number;
  name?: string;
  countryId?: number | string | null;
  areaId?: number | string | null;
  currencyCode?: string;
  firstWeight?: number;
  firstPrice?: number;
  extraWeight?: number;
  extraPrice?: number;
  status?: number | string;
}
const freightSchema = schemaByName('freightRules');
const screenRules = freightSchema
  ? defineCollection<ScreenRuleRow>(`schema:${freightSchema.name}`, () => seedRows(freightSchema) as unknown as ScreenRuleRow[])
  : undefined;

/** Demo exchange rates (units per 1 USD) to quote postage in the order's currency. */
const USD_RATES: Readonly<Record<string, number>> = { USD: 1, CNY: 7.2, EUR: 0.92, GBP: 0.79, JPY: 150, AUD: 1.52, CAD: 1.37, HKD: 7.8 };
export function convert(amount: number, from: string, to: string): number {
  if (from === to) return amount;
  return round2((amount / (USD_RATES[from] ?? 1)) * (USD_RATES[to] ?? 1));
}

function usable(rule: ScreenRuleRow): rule is ScreenRuleRow & Required<Pick<ScreenRuleRow, 'firstWeight' | 'firstPrice' | 'extraWeight' | 'extraPrice'>> {
  return (
    String(rule.status) === '1' &&
    [rule.firstWeight, rule.firstPrice, rule.extraWeight, rule.extraPrice].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
    (rule.extraWeight ?? 0) > 0
  );
}

/** The rule for a destination: the area's own rule first, else the country's. */
export function feeRuleFor(countryId: number, areaId: number): FeeRuleRow | undefined {
  const fromScreen = (screenRules?.all() ?? []).filter((r) => String(r.countryId) === String(countryId) && usable(r));
  const screenRule =
    fromScreen.find((r) => r.areaId !== null && r.areaId !== undefined && String(r.areaId) === String(areaId)) ??
    fromScreen.filter((r) => r.areaId === null || r.areaId === undefined || r.areaId === '').sort((a, b) => a.id - b.id)[0];
  if (screenRule && usable(screenRule)) {
    return {
      id: screenRule.id,
      ruleName: screenRule.name ?? '',
      countryId,
      areaId: screenRule.areaId === null || screenRule.areaId === undefined ? null : Number(screenRule.areaId),
      currencyCode: screenRule.currencyCode ?? 'USD',
      firstWeight: screenRule.firstWeight,
      firstPrice: screenRule.firstPrice,
      extraWeight: screenRule.extraWeight,
      extraPrice: screenRule.extraPrice,
    };
  }
  const rules = feeRules.all().filter((r) => r.countryId === countryId);
  const own = rules.find((r) => r.areaId === areaId) ?? rules.find((r) => r.areaId === null);
  // Built-in rules get ids far from the screen's so a quote says which table it came from.
  return own ? { ...own, id: 9000 + own.id } : undefined;
}

/** First weight at its price, then each started extra weight step at its price. */
export function postFeeFor(rule: FeeRuleRow, weight: number): number {
  if (weight <= rule.firstWeight) return rule.firstPrice;
  const steps = Math.ceil(round2((weight - rule.firstWeight) / rule.extraWeight));
  return round2(rule.firstPrice + steps * rule.extraPrice);
}

const BUYERS: ReadonlyArray<readonly [string, string, string, string]> = [
  ['Michael Brown', 'Brown Retail LLC', 'michael@brownretail.com', '+1 415 555 0132'],
  ['Emma Wilson', 'Wilson & Daughters Ltd', 'emma@wilsond.co.uk', '+44 20 7946 0321'],
  ['Lukas Schmidt', 'Schmidt Handel GmbH', 'l.schmidt@schmidt-handel.de', '+49 30 1234 5678'],
  ['田中健一', '株式会社タナカ商事', 'tanaka@tanaka-shoji.jp', '+81 3 1234 5678'],
  ['Olivia Smith', 'Sydney Homewares Pty', 'olivia@sydneyhome.com.au', '+61 2 9876 5432'],
  ['李文华', '温哥华华兴贸易', 'wenhua.li@huaxing.ca', '+1 604 555 0199'],
  ['Camille Martin', 'Maison Martin SARL', 'camille@maisonmartin.fr', '+33 1 23 45 67 89'],
  ['陈嘉欣', 'Lion City Trading Pte', 'jiaxin@lioncity.sg', '+65 6123 4567'],
];

const STREETS = ['Market Street 120', 'Baker Street 221B', 'Friedrichstraße 45', '銀座 4-2-15', 'George Street 88', 'Granville Street 1055', 'Rue de Rivoli 75', 'Orchard Road 238'];

/**
 * 待发货 orders of the demo's backlog. A benchmark asks for more with the session's
 * `demo-orders-backlog` (scripts/bench-export.mjs: 10,000 orders to export).
 */
const BACKLOG = Number(globalThis.sessionStorage?.getItem('demo-orders-backlog')) || 300;

export const orders = defineCollection<OrderRow>('orders', () => {
  const random = seededRandom(2026);
  const allGoods = goods.all();
  const allSkus = goodsSkus.all();
  const rows: OrderRow[] = [];
  // 36 orders of every status, then a backlog of 300 待发货 (docs/volume-work.md: batch shipping
  // and printing have something to work on), dated 2025 so the first page stays as it was.
  for (let n = 0; n < 36 + BACKLOG; n += 1) {
    const backlog = n >= 36;
    const id = n + 1;
    const buyerIndex = n % BUYERS.length;
    const [buyerName, buyerCompany, buyerEmail, buyerPhone] = BUYERS[buyerIndex];
    const countryId = buyerIndex + 1;
    const countryAreas = areas.all().filter((a) => a.countryId === countryId);
    const area = countryAreas[n % countryAreas.length];
    const itemCount = 1 + (n % 3);
    const items: OrderItemRow[] = [];
    for (let k = 0; k < itemCount; k += 1) {
      const g = allGoods[(n * 5 + k * 7) % allGoods.length];
      const skus = allSkus.filter((s) => s.goodsId === g.id);
      const sku = skus[(n + k) % skus.length];
      const quantity = 10 * (1 + Math.floor(random() * 20));
      items.push({
        id: id * 100 + k + 1,
        goodsId: g.id,
        goodsName: g.goodsName,
        skuId: sku.id,
        skuCode: sku.skuCode,
        specText: sku.specText,
        image: sku.image,
        price: sku.price,
        quantity,
        weight: sku.weight,
        amount: round2(sku.price * quantity),
      });
    }
    const status = backlog ? 1 : ([0, 1, 1, 2, 3, 4, 1, 2, 3, 0, 3, 1] as const)[n % 12];
    const goodsAmount = round2(items.reduce((sum, item) => sum + item.amount, 0));
    const totalWeight = round2(items.reduce((sum, item) => sum + item.weight * item.quantity, 0));
    const rule = feeRuleFor(countryId, area.id);
    const postFee = rule ? convert(postFeeFor(rule, totalWeight), rule.currencyCode, 'USD') : 0;
    const discountAmount = n % 4 === 0 ? round2(goodsAmount * 0.05) : 0;
    const month = 1 + (n % 11);
    const day = 1 + ((n * 7) % 27);
    const stamp = (h: number) => `${backlog ? 2025 : 2026}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')} ${String(h).padStart(2, '0')}:${String((n * 13) % 60).padStart(2, '0')}:00`;
    rows.push({
      id,
      orderNo: `SO${backlog ? 2025 : 2026}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}${String(1000 + id * 37).padStart(5, '0')}`,
      buyerId: 5000 + buyerIndex + 1,
      buyerName,
      buyerCompany,
      buyerEmail,
      buyerPhone,
      status,
      currencyCode: 'USD',
      items,
      goodsAmount,
      postFee,
      discountAmount,
      totalAmount: round2(goodsAmount + postFee - discountAmount),
      totalWeight,
      countryId,
      countryName: countries.find(countryId)?.countryName ?? '',
      areaId: area.id,
      areaName: area.areaName,
      receiverName: buyerName,
      receiverPhone: buyerPhone,
      receiverAddress: `${STREETS[buyerIndex]}, ${area.areaName}`,
      postCode: String(10000 + ((id * 7919) % 89999)),
      remark: n % 5 === 0 ? '请使用加固纸箱包装，外箱贴唛头' : '',
      freightRuleId: rule?.id ?? null,
      voucherNo: status === 0 ? '' : `PV${String(month).padStart(2, '0')}${String(100000 + id * 113)}`,
      createTime: stamp(9),
      payTime: status === 0 || status === 4 ? '' : stamp(11),
      deliverTime: status === 2 || status === 3 ? stamp(15) : '',
      finishTime: status === 3 ? stamp(18) : '',
      cancelTime: status === 4 ? stamp(12) : '',
    });
  }
  return rows.reverse();
});

export const waybills = defineCollection<WaybillRow>('orderWaybills', () => {
  const rows: WaybillRow[] = [];
  for (const order of orders.all()) {
    if (order.status !== 2 && order.status !== 3) continue;
    const carrier = carriers.all()[order.id % carriers.all().length];
    rows.push({
      id: rows.length + 1,
      orderId: order.id,
      carrierId: carrier.id,
      carrierName: carrier.carrierName,
      carrierCode: carrier.carrierCode,
      waybillNo: `${carrier.carrierCode}${String(7730000000 + order.id * 104729)}`,
      createTime: order.deliverTime || order.payTime,
    });
  }
  return rows;
});

const quotes = defineCollection<QuoteRow>('orderPostFeeQuotes', () => []);

const id = z.union([z.number().check(z.refine(Number.isSafeInteger), z.positive()), z.pipe(z.string().check(z.regex(/^\d+$/)), z.transform(Number))]);
const dateTime = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, '日期格式应为 yyyy-MM-dd HH:mm:ss'));

const pageBody = z.strictObject({
  ...pagingBody.shape,
  orderNo: z.optional(z.string()),
  buyerName: z.optional(z.string()),
  status: z.optional(z.literal(Object.values(ORDER_STATUS))),
  createTimeStart: z.optional(dateTime),
  createTimeEnd: z.optional(dateTime),
});

function inRange(time: string, start?: string, end?: string): boolean {
  if (start && time < (start.length === 10 ? `${start} 00:00:00` : start)) return false;
  if (end && time > (end.length === 10 ? `${end} 23:59:59` : end)) return false;
  return true;
}

/** Status names in the business errors: the schema's labels (the stand-in answers in Chinese). */
const STATUS_NAMES: Record<OrderStatus, string> = zhOrders.resources.orders.enums.status;

export const handlers = [
  route({ method: 'POST', path: '/backend/supplier/orderInfo/page', payload: 'body', body: pageBody, shape: { resource: 'orders', request: true } }, ({ body }) => {
    const needle = (s: string | undefined) => s?.trim().toLowerCase();
    const list = orders
      .all()
      .filter(
        (o) =>
          (!needle(body.orderNo) || o.orderNo.toLowerCase().includes(needle(body.orderNo)!)) &&
          (!needle(body.buyerName) || `${o.buyerName} ${o.buyerCompany}`.toLowerCase().includes(needle(body.buyerName)!)) &&
          (body.status === undefined || o.status === body.status) &&
          inRange(o.createTime, body.createTimeStart, body.createTimeEnd),
      )
      .sort((a, b) => (a.createTime < b.createTime ? 1 : a.createTime > b.createTime ? -1 : b.id - a.id));
    return ok(paginate(list, body.currentPage, body.pageSize));
  }),

  route({ method: 'POST', path: '/backend/supplier/orderInfo/sentDeliver/:id', payload: 'none' }, ({ params }) => {
    const order = orders.find(params.id);
    if (!order) return businessError('订单不存在');
    if (order.status !== 1) return businessError(`订单状态为「${STATUS_NAMES[order.status]}」，仅待发货订单可以发货`);
    if (!waybills.all().some((w) => w.orderId === order.id)) return businessError('请先添加运单，再标记发货');
    orders.update(order.id, { status: 2, deliverTime: formatDateTime() });
    return ok(true);
  }),

  route({ method: 'POST', path: '/backend/supplier/orderInfo/succeeded/:id', payload: 'none' }, ({ params }) => {
    const order = orders.find(params.id);
    if (!order) return businessError('订单不存在');
    if (order.status !== 2) return businessError(`订单状态为「${STATUS_NAMES[order.status]}」，仅已发货订单可以确认完成`);
    orders.update(order.id, { status: 3, finishTime: formatDateTime() });
    return ok(true);
  }),

  route(
    {
      method: 'POST',
      path: '/backend/supplier/orderInfo/calculate/postFee',
      payload: 'body',
      shape: { resource: 'postFee', request: true },
      body: z.strictObject({ orderId: id, countryId: id, areaId: id, weight: z.number().check(z.positive('重量必须大于 0'), z.lte(100000)) }),
    },
    ({ body }) => {
      const order = orders.find(body.orderId);
      if (!order) return businessError('订单不存在');
      const area = areas.find(body.areaId);
      if (!countries.find(body.countryId) || !area || area.countryId !== body.countryId) return businessError('收货国家与地区不匹配');
      const rule = feeRuleFor(body.countryId, body.areaId);
      if (!rule) return businessError('该地区暂无可用的运费规则');
      const quote = {
        postFee: convert(postFeeFor(rule, body.weight), rule.currencyCode, order.currencyCode),
        currencyCode: order.currencyCode,
        weight: round2(body.weight),
        freightRuleId: rule.id,
      };
      quotes.remove(order.id);
      quotes.insert({ id: order.id, countryId: body.countryId, areaId: body.areaId, ...quote });
      return ok(quote);
    },
  ),

  route(
    { method: 'POST', path: '/backend/supplier/orderInfo/voucher/preparation', payload: 'body', body: z.strictObject({ orderId: id }), shape: { resource: 'voucher', request: true } },
    ({ body }) => {
      const order = orders.find(body.orderId);
      if (!order) return businessError('订单不存在');
      if (order.status !== 0) return businessError('仅待付款订单可以生成付款凭证');
      const quote = quotes.find(order.id);
      let patch: Partial<OrderRow> = {};
      if (quote) {
        const area = areas.find(quote.areaId);
        patch = {
          countryId: quote.countryId,
          countryName: countries.find(quote.countryId)?.countryName ?? '',
          areaId: quote.areaId,
          areaName: area?.areaName ?? '',
          postFee: quote.postFee,
          freightRuleId: quote.freightRuleId,
          totalAmount: round2(order.goodsAmount + quote.postFee - order.discountAmount),
        };
        quotes.remove(order.id);
      }
      const createTime = formatDateTime();
      const voucherNo = `PV${createTime.replace(/\D/g, '').slice(2, 12)}${String(order.id).padStart(4, '0')}`;
      const updated = orders.update(order.id, { ...patch, voucherNo })!;
      return ok({ voucherNo, orderId: order.id, amount: updated.totalAmount, currencyCode: updated.currencyCode, createTime });
    },
  ),

  route(
    {
      method: 'POST',
      path: '/backend/supplier/orderInfo/waybill/add',
      payload: 'body',
      shape: { resource: 'waybill', request: true },
      body: z.strictObject({ orderId: id, carrierId: id, waybillNo: z.string().check(z.trim(), z.minLength(4, '运单号至少 4 位'), z.maxLength(40), z.regex(/^[A-Za-z0-9-]+$/, '运单号只能包含字母、数字和横线')) }),
    },
    ({ body }) => {
      const order = orders.find(body.orderId);
      if (!order) return businessError('订单不存在');
      if (order.status !== 1) return businessError('仅待发货订单可以添加运单');
      const carrier = carriers.find(body.carrierId);
      if (!carrier) return businessError('物流商不存在');
      const row = {
        orderId: order.id,
        carrierId: carrier.id,
        carrierName: carrier.carrierName,
        carrierCode: carrier.carrierCode,
        waybillNo: body.waybillNo.trim().toUpperCase(),
        createTime: formatDateTime(),
      };
      const existing = waybills.all().find((w) => w.orderId === order.id);
      return ok(existing ? waybills.update(existing.id, row) : waybills.insert(row));
    },
  ),

  route({ method: 'GET', path: '/backend/supplier/orderInfo/waybill/get/:id', payload: 'none', shape: { resource: 'waybill' } }, ({ params }) => {
    if (!orders.find(params.id)) return businessError('订单不存在');
    return ok(waybills.all().find((w) => String(w.orderId) === params.id) ?? null);
  }),

  route({ method: 'GET', path: '/backend/supplier/orderInfo/:id', payload: 'none', shape: { resource: 'orders' } }, ({ params }) => {
    if (!/^\d+$/.test(params.id)) return businessError('订单不存在');
    const order = orders.find(params.id);
    return order ? ok(order) : businessError('订单不存在');
  }),
];
