import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderStatus } from './orders.types';

const COLORS: Record<OrderStatus, ChipProps['color']> = { 0: 'warning', 1: 'info', 2: 'primary', 3: 'success', 4: 'default' };

/** Order status as a coloured chip (0 待付款 … 4 已取消). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={COLORS[status] ?? 'default'} variant={status === 4 ? 'outlined' : 'filled'} label={translate(`orders.status.${status}`)} data-testid="order-status" />;
}
