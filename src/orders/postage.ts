import type { Order } from '../../schemas/orders';
import type { Id, PostFeeQuote } from './orders.types';

/**
 * The edit page's one postage figure and one total (issue 13): the quote for the chosen
 * destination once there is one, marked unsaved until `voucher/preparation` applies it;
 * otherwise what the order has saved. Never both side by side.
 */
export interface PostageFigures {
  postFee: number | undefined;
  /** Unknown when an amount it is made of is missing: no wrong number is shown. */
  totalAmount: number | undefined;
  /** The figures are a recalculation the order does not have yet. */
  unsaved: boolean;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function postageFigures(
  order: Pick<Order, 'postFee' | 'totalAmount' | 'goodsAmount' | 'discountAmount' | 'countryId' | 'areaId'>,
  quote: PostFeeQuote | undefined,
  destination: { countryId: Id; areaId: Id } | null,
): PostageFigures {
  if (!quote || quote.postFee === undefined) return { postFee: order.postFee ?? undefined, totalAmount: order.totalAmount ?? undefined, unsaved: false };
  const { goodsAmount, discountAmount } = order;
  const totalAmount = typeof goodsAmount === 'number' && typeof discountAmount === 'number' ? round2(goodsAmount + quote.postFee - discountAmount) : undefined;
  const moved = destination !== null && (String(destination.countryId) !== String(order.countryId) || String(destination.areaId) !== String(order.areaId));
  return { postFee: quote.postFee, totalAmount, unsaved: moved || quote.postFee !== order.postFee };
}
