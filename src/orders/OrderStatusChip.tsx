import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderStatus } from './orders.types';

const COLORS: Record<OrderStatus, ChipProps['color']> = { 0: 'warning', 1: 'info', 2: 'primary', 3: 'success', 4: 'default' };

/**
 * Order status as a coloured chip (0 待付款 … 4 已取消). A status the record does not carry
 * (reported at the boundary) shows '—'.
 */
export function OrderStatusChip({ status }: { status: OrderStatus | undefined }) {
  const translate = useTranslate();
  if (status === undefined || !(status in COLORS)) {
    return <Chip size="small" variant="outlined" label="—" title={translate('orders.status.unknown')} aria-label={translate('orders.status.unknown')} data-testid="order-status" />;
  }
  return <Chip size="small" color={COLORS[status]} variant={status === 4 ? 'outlined' : 'filled'} label={translate(`orders.status.${status}`)} data-testid="order-status" />;
}
