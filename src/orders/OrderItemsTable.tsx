import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GoodsThumb } from '../goods/GoodsThumb';
import { amountText, money } from '../goods/goodsFormat';
import type { ShowPartProps } from '../resources/showParts';
import type { Order, OrderItem } from '../../schemas/orders';
import '../../i18n/parts/orderScreens';

/** The order's items with their SKUs. */
export function OrderItemsTable({ items, currencyCode }: { items: readonly OrderItem[]; currencyCode?: string }) {
  const translate = useTranslate();
  // The table scrolls sideways on a phone: its box is a named region reachable by keyboard (axe scrollable-region-focusable).
  return (
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('orders.details.items')}>
      <Table size="small" sx={{ minWidth: 720 }} data-testid="order-items">
        <TableHead>
          <TableRow>
            {['goods', 'sku', 'spec', 'price', 'quantity', 'weight', 'amount'].map((k) => (
              <TableCell key={k} sx={{ whiteSpace: 'nowrap' }}>
                {translate(`orders.details.${k}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={item.id ?? `row-${index}`}>
              <TableCell sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <GoodsThumb url={item.image} size={36} />
                <Typography variant="body2">{item.goodsName}</Typography>
              </TableCell>
              <TableCell>{item.skuCode}</TableCell>
              <TableCell>{item.specText}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{amountText(currencyCode, item.price) || '—'}</TableCell>
              <TableCell>{item.quantity ?? '—'}</TableCell>
              <TableCell>
                {item.weight !== undefined && item.quantity !== undefined ? money(item.weight * item.quantity) : '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{amountText(currencyCode, item.amount) || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The show part `orderItems`: the record's items in the order's currency. */
export default function OrderItemsPart({ record }: ShowPartProps) {
  // The record came through the schema's record boundary (schemas/orders.ts): it is an Order.
  const order = record as Order;
  return <OrderItemsTable items={order.items ?? []} currencyCode={order.currencyCode ?? undefined} />;
}
