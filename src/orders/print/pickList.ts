import type { Order, OrderItem } from '../../../schemas/orders';

/**
 * 拣货单: the SKUs of the selected orders summed, so the warehouse walks the shelves once. One
 * row per SKU (by SKU code, else SKU id, else goods and spec), with how many orders ask for it,
 * sorted by SKU code as the shelves are labelled (numbers inside codes in numeric order).
 */
export interface PickRow {
  key: string;
  skuCode: string;
  goodsName: string;
  specText: string;
  /** Pieces to pick; lines without a quantity add nothing and are counted in `unknownLines`. */
  quantity: number;
  /** Orders asking for this SKU. */
  orderCount: number;
  /** kg of all pieces; undefined when a line has no weight. */
  weight?: number;
  /** Lines of this SKU that came without a quantity (shown, so nothing is silently left out). */
  unknownLines: number;
}

type PrintableOrder = Pick<Order, 'id'> & { items?: readonly OrderItem[] | null };

const keyOf = (item: OrderItem): string =>
  item.skuCode
    ? `code:${item.skuCode}`
    : item.skuId !== undefined
      ? `sku:${String(item.skuId)}`
      : `goods:${item.goodsName}\u0000${item.specText}`;

const collator = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

export function pickList(orders: readonly PrintableOrder[]): PickRow[] {
  const rows = new Map<string, PickRow & { orders: Set<string> }>();
  for (const order of orders) {
    for (const item of order.items ?? []) {
      const key = keyOf(item);
      const row = rows.get(key) ?? {
        key,
        skuCode: item.skuCode,
        goodsName: item.goodsName,
        specText: item.specText,
        quantity: 0,
        orderCount: 0,
        weight: 0,
        unknownLines: 0,
        orders: new Set<string>(),
      };
      if (item.quantity === undefined) row.unknownLines += 1;
      else row.quantity += item.quantity;
      if (row.weight !== undefined)
        row.weight =
          item.weight === undefined || item.quantity === undefined
            ? undefined
            : round3(row.weight + item.weight * item.quantity);
      row.orders.add(String(order.id));
      row.orderCount = row.orders.size;
      rows.set(key, row);
    }
  }
  return [...rows.values()]
    .map(({ orders: _orders, ...row }) => row)
    .sort(
      (a, b) =>
        (a.skuCode === '' ? 1 : 0) - (b.skuCode === '' ? 1 : 0) ||
        collator.compare(a.skuCode, b.skuCode) ||
        collator.compare(a.goodsName, b.goodsName) ||
        collator.compare(a.specText, b.specText),
    );
}

export interface SlipTotals {
  /** Pieces of the lines that have a quantity. */
  quantity: number;
  /** kg: the lines' weights when every line has one, else the order's total weight. */
  weight?: number;
}

/** 合计 of a packing list. */
export function slipTotals(order: Pick<Order, 'totalWeight'> & { items?: readonly OrderItem[] | null }): SlipTotals {
  const items = order.items ?? [];
  const quantity = items.reduce((sum, item) => sum + (item.quantity ?? 0), 0);
  const complete = items.length > 0 && items.every((item) => item.weight !== undefined && item.quantity !== undefined);
  const weight = complete
    ? round3(items.reduce((sum, item) => sum + (item.weight ?? 0) * (item.quantity ?? 0), 0))
    : (order.totalWeight ?? undefined);
  return { quantity, weight };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
