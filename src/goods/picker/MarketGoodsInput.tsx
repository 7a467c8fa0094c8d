import { Suspense, useState } from 'react';
import { lazyDialog } from '../../resources/ui/lazyPlaces';
import { Avatar, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useInput, useRecordContext, useTranslate } from 'react-admin';
import type { WidgetInputProps } from '../../resources/widgetTypes';
import { useMarketGoods, type MarketGoods } from './marketGoods';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import { priceText } from './goodsText';
import { sameId } from '../../resources/compareValues';
import '../../../i18n/parts/screens';

const LazyPicker = lazyDialog(() => import('./GoodsPickerDialog').then((m) => ({ default: m.GoodsPickerDialog })), { close: (props) => props.onClose });

/**
 * A goods of the marketing screens (商品营销, 排行榜): the value is the goods id, picked from
 * the goods that may be marketed. Shown as picture + name + price; a record's own `goodsName`
 * stands in when the goods is no longer listed.
 */
function GoodsCard({ goods, fallbackName, size = 40 }: { goods?: MarketGoods; fallbackName: string; size?: number }) {
  const name = goods?.goodsName || fallbackName;
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
      <Avatar variant="rounded" src={mediaSrc(goods?.mainImage)} alt="" sx={{ width: size, height: size }}>
        {name.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap title={name}>
          {name}
        </Typography>
        {goods && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {priceText(goods)}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

export function Input({ source, label, disabled }: WidgetInputProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const { field, fieldState } = useInput({ source });
  const { data } = useMarketGoods();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<MarketGoods | null>(null);
  const value = field.value as string | number | null | undefined;
  const goods = picked && sameId(picked.id, value) ? picked : data?.find((g) => sameId(g.id, value));
  const hasValue = value !== undefined && value !== null && value !== '';
  const fallback = typeof record?.goodsName === 'string' && record.goodsName ? record.goodsName : translate('screens.goods.unknown', { id: String(value) });
  return (
    <Box sx={{ width: '100%', mb: 2 }} data-field={source}>
      <Typography variant="body2" color={fieldState.error ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {hasValue && <GoodsCard goods={goods} fallbackName={fallback} size={56} />}
        <Button variant="outlined" size="small" startIcon={<ShoppingBagIcon />} disabled={disabled} onClick={() => setOpen(true)}>
          {translate(hasValue ? 'screens.goods.change' : 'screens.goods.pick')}
        </Button>
      </Stack>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      {open && (
        <Suspense fallback={null}>
          <LazyPicker
            value={value}
            onClose={() => {
              setOpen(false);
              field.onBlur();
            }}
            onPick={(next) => {
              setPicked(next);
              field.onChange(typeof next.id === 'string' && /^\d+$/.test(next.id) ? Number(next.id) : next.id);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
