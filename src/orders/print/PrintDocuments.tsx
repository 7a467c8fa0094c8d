import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Order } from '../../../schemas/orders';
import { money, specValues } from '../../goods/goodsFormat';
import { pickList, slipTotals } from './pickList';
import '../../../i18n/parts/ordersVolume';

/**
 * What goes on paper (issue 21 item 4): 发货单 (one per order) and 拣货单 (the selection's SKUs
 * summed). Plain markup in millimetres and points (print.css), black on white whatever the
 * console's theme; the same elements are shown in the preview and printed.
 */
export type PrintDoc = 'packing' | 'pick';
export type PaperSize = 'a4' | 'label';

/** jsbarcode's function, loaded once by the preview (`import('jsbarcode')`). */
export type DrawBarcode = (element: SVGSVGElement, value: string, options: Record<string, unknown>) => void;

export interface PrintPagesProps {
  orders: readonly Order[];
  doc: PrintDoc;
  paper: PaperSize;
  drawBarcode: DrawBarcode;
  /** When the paper was printed (shown on it). */
  printedAt: string;
}

export function PrintPages({ orders, doc, paper, drawBarcode, printedAt }: PrintPagesProps) {
  return (
    <div className={`op-pages op-${paper}`}>
      {doc === 'packing' ? (
        orders.map((order) => (
          <PackingSlip
            key={String(order.id)}
            order={order}
            paper={paper}
            drawBarcode={drawBarcode}
            printedAt={printedAt}
          />
        ))
      ) : (
        <PickSheet orders={orders} printedAt={printedAt} />
      )}
    </div>
  );
}

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const weightText = (kg: number | undefined): string => (kg === undefined ? '—' : money(kg));

function PackingSlip({
  order,
  paper,
  drawBarcode,
  printedAt,
}: {
  order: Order;
  paper: PaperSize;
  drawBarcode: DrawBarcode;
  printedAt: string;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordersVolume.print.${key}`, options);
  const items = order.items ?? [];
  const totals = slipTotals(order);
  const orderNo = text(order.orderNo) || text(order.id);
  const destination = [order.countryName, order.areaName].filter(Boolean).join(' · ');
  const address = [
    text(order.receiverAddress),
    destination,
    order.postCode ? `${t('postCode')} ${text(order.postCode)}` : '',
  ]
    .filter(Boolean)
    .join(t('addressSeparator'));
  return (
    <section className="op-page op-slip" aria-label={`${t('packingList')} ${orderNo}`} data-order={orderNo}>
      <header className="op-slip-head">
        <div>
          <h2 className="op-title">{t('packingList')}</h2>
          <dl className="op-meta">
            <dt>{t('orderTime')}</dt>
            <dd>{text(order.createTime) || '—'}</dd>
            {paper === 'a4' && (
              <>
                <dt>{t('printedAt')}</dt>
                <dd>{printedAt}</dd>
              </>
            )}
          </dl>
        </div>
        <div className="op-code">
          <Barcode value={orderNo} height={paper === 'a4' ? 44 : 36} drawBarcode={drawBarcode} />
          <div className="op-code-text">{orderNo}</div>
        </div>
      </header>
      <dl className="op-parties">
        <dt>{t('receiver')}</dt>
        <dd>
          <strong>{text(order.receiverName) || '—'}</strong>
          {order.receiverPhone ? `\u3000${text(order.receiverPhone)}` : ''}
        </dd>
        <dt>{t('address')}</dt>
        <dd>{address || '—'}</dd>
        <dt>{t('buyer')}</dt>
        <dd>{[order.buyerName, order.buyerCompany, order.buyerPhone].filter(Boolean).join(' · ') || '—'}</dd>
      </dl>
      <table className="op-table">
        <thead>
          <tr>
            <th className="op-num">{t('index')}</th>
            <th>{t('goods')}</th>
            <th>{t('sku')}</th>
            {paper === 'a4' && <th>{t('spec')}</th>}
            <th className="op-num">{t('quantity')}</th>
            <th className="op-num">{t('weight')}</th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 && (
            <tr>
              <td colSpan={paper === 'a4' ? 6 : 5}>{t('noItems')}</td>
            </tr>
          )}
          {items.map((item, index) => (
            <tr key={String(item.id ?? index)}>
              <td className="op-num">{index + 1}</td>
              <td>
                {item.goodsName || '—'}
                {paper === 'label' && item.specText && <div className="op-sub">{specValues(item.specText)}</div>}
              </td>
              <td className="op-mono">{item.skuCode || '—'}</td>
              {paper === 'a4' && <td>{specValues(item.specText) || '—'}</td>}
              <td className="op-num">{item.quantity ?? '—'}</td>
              <td className="op-num">
                {weightText(
                  item.weight !== undefined && item.quantity !== undefined ? item.weight * item.quantity : undefined,
                )}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={paper === 'a4' ? 4 : 3} scope="row">
              {t('total')}
            </th>
            <td className="op-num">{totals.quantity}</td>
            <td className="op-num">{weightText(totals.weight)}</td>
          </tr>
        </tfoot>
      </table>
      <dl className="op-remark">
        <dt>{t('remark')}</dt>
        <dd>{text(order.remark) || t('noRemark')}</dd>
      </dl>
    </section>
  );
}

function PickSheet({ orders, printedAt }: { orders: readonly Order[]; printedAt: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`ordersVolume.print.${key}`, options);
  const rows = pickList(orders);
  const pieces = rows.reduce((sum, row) => sum + row.quantity, 0);
  const unknown = rows.reduce((sum, row) => sum + row.unknownLines, 0);
  return (
    <section className="op-page op-pick" aria-label={t('pickList')}>
      <header className="op-pick-head">
        <h2 className="op-title">{t('pickList')}</h2>
        <p>{t('pickSummary', { orders: orders.length, skus: rows.length, pieces })}</p>
        <p className="op-sub">
          {t('printedAt')} {printedAt}
        </p>
      </header>
      <table className="op-table">
        <thead>
          <tr>
            <th className="op-num">{t('index')}</th>
            <th>{t('sku')}</th>
            <th>{t('goods')}</th>
            <th>{t('spec')}</th>
            <th className="op-num">{t('quantity')}</th>
            <th className="op-num">{t('orderCount')}</th>
            <th className="op-check">{t('picked')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key}>
              <td className="op-num">{index + 1}</td>
              <td className="op-mono">{row.skuCode || '—'}</td>
              <td>{row.goodsName || '—'}</td>
              <td>{specValues(row.specText) || '—'}</td>
              <td className="op-num">
                {row.quantity}
                {row.unknownLines > 0 && (
                  <div className="op-sub">{t('unknownQuantity', { smart_count: row.unknownLines })}</div>
                )}
              </td>
              <td className="op-num">{row.orderCount}</td>
              <td className="op-check" aria-hidden="true">
                ☐
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={4} scope="row">
              {t('total')}
            </th>
            <td className="op-num">{pieces}</td>
            <td className="op-num">{orders.length}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {unknown > 0 && <p className="op-sub">{t('unknownQuantity', { smart_count: unknown })}</p>}
      <p className="op-orders">
        {t('pickOrders')}
        {orders.map((order) => text(order.orderNo) || text(order.id)).join(t('listSeparator'))}
      </p>
    </section>
  );
}

/**
 * Code 128 of the order number as SVG (crisp at any printer resolution). A value Code 128 cannot
 * carry (outside ASCII) draws nothing: the number is printed as text under it anyway.
 */
function Barcode({ value, height, drawBarcode }: { value: string; height: number; drawBarcode: DrawBarcode }) {
  const ref = useRef<SVGSVGElement>(null);
  const [valid, setValid] = useState(true);
  useLayoutEffect(() => {
    const svg = ref.current;
    if (!svg) return;
    let ok = true;
    try {
      drawBarcode(svg, value, {
        format: 'CODE128',
        displayValue: false,
        margin: 0,
        width: 2,
        height,
        valid: (v: boolean) => (ok = v),
      });
    } catch {
      ok = false;
    }
    if (ok) {
      // Scale with the page: jsbarcode sets a pixel size; the view box keeps the proportions.
      const width = svg.getAttribute('width');
      const h = svg.getAttribute('height');
      if (width && h) svg.setAttribute('viewBox', `0 0 ${parseFloat(width)} ${parseFloat(h)}`);
    }
    setValid(ok);
  }, [drawBarcode, value, height]);
  return (
    <svg
      ref={ref}
      className="op-barcode"
      role="img"
      aria-label={value}
      data-valid={valid}
      style={valid ? undefined : { display: 'none' }}
    />
  );
}
