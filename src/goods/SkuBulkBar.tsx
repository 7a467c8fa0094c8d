import { memo, useState, type Dispatch } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Currency } from '../reference/reference.types';
import type { MatrixAction } from './matrixState';
import type { SkuField } from './skuMatrix';

const FIELDS: readonly SkuField[] = ['price', 'currencyCode', 'stock', 'weight'];

/** Fill one column of every SKU with one value; generate missing SKU codes from a prefix. */
export const SkuBulkBar = memo(function SkuBulkBar({ count, currencies, dispatch, defaultPrefix }: { count: number; currencies: readonly Currency[]; dispatch: Dispatch<MatrixAction>; defaultPrefix: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [field, setField] = useState<SkuField>('price');
  const [value, setValue] = useState('');
  const [prefix, setPrefix] = useState('');
  const fieldLabel = translate(`goods.sku.${field}`);

  const apply = () => {
    if (value.trim() === '') return;
    dispatch({ type: 'fill', field, value: value.trim() });
    notify('goods.sku.bulkApplied', { type: 'info', messageArgs: { count, field: fieldLabel } });
  };
  const codes = () => {
    const p = (prefix.trim() || defaultPrefix).replace(/\s+/g, '-');
    dispatch({ type: 'codes', prefix: p });
    notify('goods.sku.generated', { type: 'info', messageArgs: { count } });
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="sku-bulk">
      <TextField select size="small" label={translate('goods.sku.bulkField')} value={field} onChange={(e) => { setField(e.target.value as SkuField); setValue(''); }} sx={{ width: 130 }} slotProps={{ htmlInput: { 'data-testid': 'bulk-field' } }}>
        {FIELDS.map((f) => (
          <MenuItem key={f} value={f}>
            {translate(`goods.sku.${f}`)}
          </MenuItem>
        ))}
      </TextField>
      {field === 'currencyCode' ? (
        <TextField select size="small" label={translate('goods.sku.bulkValue')} value={value} onChange={(e) => setValue(e.target.value)} sx={{ width: 160 }}>
          {currencies.map((c) => (
            <MenuItem key={c.currencyCode} value={c.currencyCode}>
              {c.currencyCode} {c.currencyName}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          size="small"
          label={translate('goods.sku.bulkValue')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              apply();
            }
          }}
          sx={{ width: 140 }}
          slotProps={{ htmlInput: { inputMode: field === 'stock' ? 'numeric' : 'decimal', 'data-testid': 'bulk-value' } }}
        />
      )}
      <Button variant="outlined" onClick={apply} disabled={value.trim() === '' || count === 0} data-testid="bulk-apply">
        {translate('goods.sku.bulkApply')}
      </Button>
      <Box sx={{ flex: 1 }} />
      <TextField
        size="small"
        label={translate('goods.sku.codePrefix')}
        placeholder={defaultPrefix}
        value={prefix}
        onChange={(e) => setPrefix(e.target.value)}
        sx={{ width: 150 }}
        slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'code-prefix' } }}
      />
      <Button variant="outlined" onClick={codes} disabled={count === 0} data-testid="generate-codes">
        {translate('goods.sku.generateCodes')}
      </Button>
    </Box>
  );
});
