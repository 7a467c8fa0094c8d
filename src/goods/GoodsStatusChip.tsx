import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import '../../i18n/parts/goods';

/**
 * Shelf status as a coloured chip: green on shelf, grey off shelf. A status the record does not
 * carry (a backend naming the field otherwise, reported at the boundary) shows '—', never 已下架.
 * A status outside 上架 / 下架 (a state this console does not know, e.g. a backend's 审核中) is
 * shown as it came (issue 11: values outside the known set are shown as they are).
 */
export function GoodsStatusChip({ status }: { status: unknown }) {
  const translate = useTranslate();
  if (status === undefined || status === null || status === '' || (typeof status !== 'number' && typeof status !== 'string')) {
    return <Chip size="small" variant="outlined" label="—" title={translate('goods.shelf.unknown')} aria-label={translate('goods.shelf.unknown')} data-testid="goods-status" />;
  }
  if (status !== 0 && status !== 1) {
    const shown = String(status);
    return <Chip size="small" variant="outlined" label={shown} title={translate('goods.shelf.outOfSet', { value: shown })} data-testid="goods-status" />;
  }
  const on = status === 1;
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
