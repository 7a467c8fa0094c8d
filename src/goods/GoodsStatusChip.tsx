import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShelfStatus } from './goods.types';

/** Shelf status as a coloured chip: green on shelf, grey off shelf. */
export function GoodsStatusChip({ status }: { status: ShelfStatus | undefined }) {
  const translate = useTranslate();
  const on = Number(status) === 1;
  return (
    <Chip
      size="small"
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      label={translate(on ? 'goods.shelf.on' : 'goods.shelf.off')}
      data-testid="goods-status"
    />
  );
}
