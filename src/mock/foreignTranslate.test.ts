import { describe, expect, it } from 'vitest';
import { encodeFieldsWith } from '../resources/fieldNames';
import { encodeFields } from '../resources/recordCodec';
import { FOREIGN_MAPPING, VENDOR_FIELDS, outOfSetPick } from './foreignShapes';
import { fromForeign, fromForeignValue, resetOutOfSetValues, toForeignData, toForeignRecord } from './foreignTranslate';
import { SHAPES_STORAGE_KEY, shapesModeFrom } from './shapesMode';

/** The stand-in's foreign-shapes boundary and the app's writer of the hand-written records. */
const goods = {
  id: 7,
  goodsName: '纯棉T恤',
  shelfStatus: 1,
  minPrice: 6.5,
  media: [{ imageUrl: 'https://img.example.com/a.png', mainImageFlag: true, sortOrder: 0 }],
  properties: [{ propertyId: 1, propertyName: '颜色', values: [{ valueId: 11, valueName: '红色' }] }],
  categoryId: 111,
};

describe('encodeFields (app side)', () => {
  it('writes names, enum values and nested records in the backend’s names; others pass unchanged', () => {
    expect(encodeFieldsWith(FOREIGN_MAPPING, 'goods', goods)).toEqual({
      spuId: 7,
      spuName: '纯棉T恤',
      saleState: 'ON_SHELF',
      priceFrom: 6.5,
      mediaList: [{ url: 'https://img.example.com/a.png', isMain: true, seq: 0 }],
      properties: [{ specId: 1, specName: '颜色', specValues: [{ optionId: 11, optionName: '红色' }] }],
      categoryId: 111,
    });
  });

  it('is the identity without a mapping (the default deployment)', () => {
    expect(encodeFields('goods', goods)).toEqual(goods);
  });
});

describe('the stand-in in foreign shapes', () => {
  it('answers records with numbers as strings, nulls for empty optionals and unknown fields', () => {
    const order = toForeignRecord('orders', { id: 5, status: 1, totalAmount: 12.5, payTime: '', items: [{ goodsName: 'T恤', quantity: 2 }] });
    expect(order).toEqual({
      orderId: 5,
      orderState: 'TO_SHIP',
      payable: '12.5',
      payTime: null,
      remark: null,
      deliverTime: null,
      finishTime: null,
      cancelTime: null,
      voucherNo: null,
      lines: [{ spuName: 'T恤', qty: '2', ...VENDOR_FIELDS }],
      ...VENDOR_FIELDS,
    });
  });

  it('translates pages, lists and trees; leaves other answers alone', () => {
    const page = toForeignData('deliveryAddress', { records: [{ id: 1, name: '仓', children: [{ id: 2, name: '柜台', children: [] }] }], total: 1 }) as { records: Array<Record<string, unknown>>; total: number };
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ pointName: '仓', children: [{ pointName: '柜台' }] });
    expect(toForeignData('goods', true)).toBe(true);
    expect(toForeignData('goods', null)).toBe(null);
  });

  it('reads requests in the backend’s names back into ours, and refuses ours', () => {
    const written = encodeFieldsWith(FOREIGN_MAPPING, 'goods', goods);
    expect(fromForeign('goods', written)).toEqual({ ok: true, values: goods });
    expect(fromForeign('goods', { goodsName: 'x' })).toMatchObject({ ok: false, message: expect.stringContaining('goodsName') });
    expect(fromForeign('goods', { saleState: 1 })).toMatchObject({ ok: false });
    expect(fromForeign('goods', { currentPage: 1, pageSize: 10, saleState: 'OFF_SHELF' })).toEqual({ ok: true, values: { currentPage: 1, pageSize: 10, shelfStatus: 0 } });
    expect(fromForeignValue('agreement', 'status', 'DISABLED')).toEqual({ ok: true, value: 0 });
    expect(fromForeignValue('agreement', 'status', '0')).toMatchObject({ ok: false });
  });
});

describe('shapesModeFrom', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
  };

  it('takes the URL’s choice and keeps it for the next loads; contract forgets it', () => {
    const s = storage();
    expect(shapesModeFrom('', s)).toBe('contract');
    expect(shapesModeFrom('?redirect=%2F&shapes=foreign', s)).toBe('foreign');
    expect(s.map.get(SHAPES_STORAGE_KEY)).toBe('foreign');
    expect(shapesModeFrom('', s)).toBe('foreign');
    expect(shapesModeFrom('?shapes=foreign-unmapped', s)).toBe('foreign-unmapped');
    expect(shapesModeFrom('?shapes=nonsense', s)).toBe('foreign-unmapped');
    expect(shapesModeFrom('?shapes=contract', s)).toBe('contract');
    expect(shapesModeFrom('', s)).toBe('contract');
  });
});

describe('values outside our enum sets', () => {
  it('answers a picked record with the backend-only value, and a save that sends it back keeps the stored one', () => {
    resetOutOfSetValues();
    expect(outOfSetPick('agreement', 13)).toBe(true);
    expect(outOfSetPick('agreement', 14)).toBe(false);
    expect(outOfSetPick('goods', 16)).toBe(true);
    expect(outOfSetPick('goods', 13)).toBe(false);
    expect(toForeignRecord('agreement', { id: 13, type: 2, title: 'x' })).toMatchObject({ agreementId: 13, category: 'LEGAL' });
    expect(toForeignRecord('agreement', { id: 14, type: 2 })).toMatchObject({ category: 'PRIVACY' });
    expect(fromForeign('agreement', { agreementId: 13, category: 'LEGAL', agreementTitle: 'y' })).toEqual({ ok: true, values: { id: 13, type: 2, title: 'y' } });
  });

  it('answers the stored value once a save changed it', () => {
    resetOutOfSetValues();
    toForeignRecord('agreement', { id: 23, type: 2 });
    expect(fromForeign('agreement', { agreementId: 23, category: 'USER' })).toEqual({ ok: true, values: { id: 23, type: 1 } });
    expect(toForeignRecord('agreement', { id: 23, type: 1 })).toMatchObject({ category: 'USER' });
  });

  it('answers the stored value once an action changed it (上架 of a goods in review)', () => {
    resetOutOfSetValues();
    expect(toForeignRecord('goods', { id: 6, shelfStatus: 0 })).toMatchObject({ spuId: 6, saleState: 'PENDING_REVIEW' });
    expect(toForeignRecord('goods', { id: 6, shelfStatus: 0 })).toMatchObject({ saleState: 'PENDING_REVIEW' });
    // The stand-in's shelf/on handler stored 1: this backend now says ON_SHELF, and keeps saying it.
    expect(toForeignRecord('goods', { id: 6, shelfStatus: 1 })).toMatchObject({ saleState: 'ON_SHELF' });
    expect(toForeignRecord('goods', { id: 6, shelfStatus: 0 })).toMatchObject({ saleState: 'OFF_SHELF' });
  });

  it('a list filtered on the field leaves out the records whose value is outside our set; unfiltered lists show them', () => {
    resetOutOfSetValues();
    const rows = [
      { id: 12, status: 1 },
      { id: 13, status: 1 },
      { id: 14, status: 1 },
    ];
    const filtered = toForeignData('orders', { records: rows, total: 30 }, { currentPage: 1, pageSize: 3, status: 1 }) as { records: Array<Record<string, unknown>>; total: number };
    expect(filtered.records.map((row) => row.orderId)).toEqual([12, 14]);
    expect(filtered.total).toBe(29);
    const all = toForeignData('orders', { records: rows, total: 30 }, { currentPage: 1, pageSize: 3, status: '' }) as { records: Array<Record<string, unknown>>; total: number };
    expect(all.records.map((row) => row.orderState)).toEqual(['TO_SHIP', 'REFUNDING', 'TO_SHIP']);
    expect(all.total).toBe(30);
    expect((toForeignData('orders', rows, { status: 1 }) as unknown[]).length).toBe(2);
    // A filter on another field keeps them.
    expect((toForeignData('orders', rows, { orderNo: 'SO' }) as unknown[]).length).toBe(3);
  });

  it('refuses a value neither set knows', () => {
    expect(fromForeign('agreement', { agreementId: 14, category: 'NOPE' })).toMatchObject({ ok: false });
  });
});
