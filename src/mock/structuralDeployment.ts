import { type ApiRecord, type DeploymentConfig } from '../deployment';

/**
 * What the deployer of the structural backend (./structuralShapes.ts, `?shapes=structural`) writes
 * in src/deployment.ts, and nothing else: its paging shape and, per resource, where nested values
 * are (`from`), how a board record becomes one rank list row per goods (`fromApi`) and back
 * (`toApi`). Written from the backend's answers alone, with no import of the stand-in: the demo
 * installs it in `deployment` in that mode (src/mock/browser.ts), as if it were that file.
 * Ids arrive as strings ("12") and are kept so, except the rank list's goods, whose picker
 * works with numbers.
 */

/** A rank list board as that backend sends it. */
interface Board {
  boardCode?: unknown;
  goodsIds?: unknown;
  entries?: unknown;
}

const boardRows = (board: ApiRecord): ApiRecord[] => {
  const { boardCode, goodsIds, entries } = board as Board;
  if (!Array.isArray(goodsIds) || !Array.isArray(entries)) return [board];
  // One row per goods of the board: its entry (id, rank, reason, period) and the board's code.
  return goodsIds.map((goodsId: unknown, index) => ({ ...(entries[index] as ApiRecord), boardCode, goodsId }));
};

const periodEnd = (end: 0 | 1) => (row: ApiRecord) =>
  typeof row.period === 'string' && row.period.includes('/') ? row.period.split('/')[end] : undefined;

export const structuralDeployment: Pick<DeploymentConfig, 'paging' | 'resources'> = {
  paging: { page: 'currentPage', size: 'pageSize', records: 'list', total: 'count' },
  resources: {
    customer: {
      fields: {
        purchaserName: { from: 'company.name' },
        country: { from: 'company.country.name' },
        address: { from: 'company.address' },
        contactName: { from: 'contact.name' },
        email: { from: 'contact.email' },
        phone: { from: 'contact.phone' },
        orderCount: { from: 'stats.orders' },
        totalAmount: { from: 'stats.amount' },
      },
    },
    freightRules: {
      fields: {
        countryId: { from: 'destination.countryId' },
        areaId: { from: 'destination.areaId' },
        firstWeight: { from: 'first.weight' },
        firstPrice: { from: 'first.price' },
        extraWeight: { from: 'extra.weight' },
        extraPrice: { from: 'extra.price' },
      },
    },
    orders: {
      fields: {
        receiverName: { from: 'receiver.name' },
        receiverPhone: { from: 'receiver.phone' },
        receiverAddress: { from: 'receiver.address' },
        goodsAmount: { from: 'amounts.goods' },
        postFee: { from: 'amounts.post' },
        discountAmount: { from: 'amounts.discount' },
        totalAmount: { from: 'amounts.total' },
      },
    },
    goods: {
      fields: {
        minPrice: { from: 'priceRange.min' },
        maxPrice: { from: 'priceRange.max' },
        totalStock: { from: 'inventory.total' },
      },
    },
    deliveryAddress: {
      fields: {
        contactName: { from: 'contact.name' },
        contactPhone: { from: 'contact.phone' },
      },
    },
    rankList: {
      // One board record (`goodsIds[]` + `entries[]`) → one row per goods.
      fromApi: boardRows,
      fields: {
        id: { apiName: 'entryId' },
        rankType: { apiName: 'boardCode', values: { 1: 'HOT', 2: 'NEW', 3: 'TOP_RATED', 4: 'REORDER' } },
        rankNo: { apiName: 'rank' },
        goodsId: {
          from: (row) =>
            typeof row.goodsId === 'string' && /^\d+$/.test(row.goodsId) ? Number(row.goodsId) : row.goodsId,
          to: false,
        },
        // Two fields from one: `period: 'from/to'`.
        startDate: { from: periodEnd(0), to: false },
        endDate: { from: periodEnd(1), to: false },
      },
      // A saved entry goes back as a board holding that one goods.
      toApi: ({ boardCode, entryId, rank, reason, goodsName }, values) => ({
        boardCode,
        goodsIds: [String(values.goodsId)],
        entries: [
          {
            ...(entryId === undefined ? {} : { entryId }),
            rank,
            reason,
            goodsName,
            period: `${String(values.startDate)}/${String(values.endDate)}`,
          },
        ],
      }),
    },
  },
};
