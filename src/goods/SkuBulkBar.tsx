import { memo, useState, type Dispatch } from 'react';
import { Box, Button, Checkbox, FormControlLabel, ListSubheader, MenuItem, TextField } from '@mui/material';
import UndoIcon from '@mui/icons-material/Undo';
import { useTranslate } from 'react-admin';
import type { GoodsProperty } from '../../schemas/goods';
import type { Currency } from '../reference/reference.types';
import type { FillScope, MatrixAction, UndoStep } from './matrixState';
import type { SkuField } from './skuMatrix';
import '../../i18n/parts/goodsPolish';
import '../../i18n/parts/goods';

const FIELDS: readonly SkuField[] = ['price', 'currencyCode', 'stock', 'weight'];

/** The scope select's value: `all`, `selected` or `v|<propertyId>|<valueId>`. */
type ScopeValue = string;
const valueScope = (propertyId: GoodsProperty['propertyId'], valueId: GoodsProperty['propertyId']) =>
  `v|${String(propertyId)}|${String(valueId)}`;

interface ScopeChoice {
  scope: FillScope;
  /** SKUs it covers. */
  count: number;
  /** The value's name (value scopes). */
  valueName?: string;
}

/**
 * The scopes on offer: every SKU, the ticked ones, or those with one value of a property (a
 * value is in `total / number of values of its property` rows: the matrix is a full product).
 */
function scopeChoices(
  properties: readonly GoodsProperty[],
  total: number,
  selectedCount: number,
): Map<ScopeValue, ScopeChoice> {
  const choices = new Map<ScopeValue, ScopeChoice>([
    ['all', { scope: { kind: 'all' }, count: total }],
    ['selected', { scope: { kind: 'selected' }, count: selectedCount }],
  ]);
  for (const property of properties) {
    for (const value of property.values) {
      choices.set(valueScope(property.propertyId, value.valueId), {
        scope: { kind: 'value', propertyId: property.propertyId, valueId: value.valueId },
        count: total / property.values.length,
        valueName: value.valueName,
      });
    }
  }
  return choices;
}

/**
 * Fill one column of a scope of SKUs (all, the ticked rows, or every row with one property
 * value) with one value; generate SKU codes from a prefix for the same scope; 撤销 puts back
 * the last fill, code generation or paste. The outcome's message is shown by the editor
 * (matrix state `last`).
 */
export const SkuBulkBar = memo(function SkuBulkBar({
  count,
  selectedCount,
  properties,
  currencies,
  dispatch,
  defaultPrefix,
  undoKind,
}: {
  count: number;
  selectedCount: number;
  /** The properties that make the rows (with values). */
  properties: readonly GoodsProperty[];
  currencies: readonly Currency[];
  dispatch: Dispatch<MatrixAction>;
  defaultPrefix: string;
  undoKind?: UndoStep['kind'];
}) {
  const translate = useTranslate();
  const [field, setField] = useState<SkuField>('price');
  const [value, setValue] = useState('');
  const [prefix, setPrefix] = useState('');
  const [overwrite, setOverwrite] = useState(false);
  const [scopeValue, setScopeValue] = useState<ScopeValue>('all');
  const choices = scopeChoices(properties, count, selectedCount);
  // A value removed from the properties (or a selection cleared) falls back to every SKU.
  const chosen = choices.get(scopeValue) ?? choices.get('all')!;
  const effective = choices.has(scopeValue) ? scopeValue : 'all';
  const scopeCount = chosen.count;

  const apply = () => {
    if (value.trim() === '' || scopeCount === 0) return;
    dispatch({ type: 'fill', field, value: value.trim(), scope: chosen.scope });
  };
  const codes = () => {
    const p = (prefix.trim() || defaultPrefix).replace(/\s+/g, '-');
    dispatch({ type: 'codes', prefix: p, scope: chosen.scope, overwrite });
  };
  const applyLabel =
    chosen.scope.kind === 'all'
      ? translate('goodsPolish.fill.all')
      : chosen.scope.kind === 'selected'
        ? translate('goodsPolish.fill.selected', { count: scopeCount })
        : translate('goodsPolish.fill.value', { count: scopeCount, value: chosen.valueName ?? '' });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="sku-bulk">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={translate('goodsPolish.scope.label')}
          value={effective}
          onChange={(e) => setScopeValue(e.target.value)}
          sx={{ width: { xs: '100%', sm: 200 } }}
          slotProps={{ htmlInput: { 'data-testid': 'bulk-scope' } }}
        >
          <MenuItem value="all">{translate('goodsPolish.scope.all', { count })}</MenuItem>
          <MenuItem value="selected" disabled={selectedCount === 0}>
            {translate('goodsPolish.scope.selected', { count: selectedCount })}
          </MenuItem>
          {properties.flatMap((property) => [
            <ListSubheader key={`h-${String(property.propertyId)}`}>{property.propertyName}</ListSubheader>,
            ...property.values.map((v) => (
              <MenuItem
                key={valueScope(property.propertyId, v.valueId)}
                value={valueScope(property.propertyId, v.valueId)}
              >
                {translate('goodsPolish.scope.value', {
                  property: property.propertyName,
                  value: v.valueName,
                  count: count / property.values.length,
                })}
              </MenuItem>
            )),
          ])}
        </TextField>
        <TextField
          select
          size="small"
          label={translate('goods.sku.bulkField')}
          value={field}
          onChange={(e) => {
            setField(e.target.value as SkuField);
            setValue('');
          }}
          sx={{ width: 130 }}
          slotProps={{ htmlInput: { 'data-testid': 'bulk-field' } }}
        >
          {FIELDS.map((f) => (
            <MenuItem key={f} value={f}>
              {translate(`goods.sku.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        {field === 'currencyCode' ? (
          <TextField
            select
            size="small"
            label={translate('goods.sku.bulkValue')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            sx={{ width: 160 }}
          >
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
            slotProps={{
              htmlInput: { inputMode: field === 'stock' ? 'numeric' : 'decimal', 'data-testid': 'bulk-value' },
            }}
          />
        )}
        <Button
          variant="outlined"
          onClick={apply}
          disabled={value.trim() === '' || scopeCount === 0}
          data-testid="bulk-apply"
        >
          {applyLabel}
        </Button>
        <Button
          startIcon={<UndoIcon />}
          onClick={() => dispatch({ type: 'undo' })}
          disabled={!undoKind}
          data-testid="bulk-undo"
        >
          {translate(`goodsPolish.undo.${undoKind ?? 'fill'}`)}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label={translate('goods.sku.codePrefix')}
          placeholder={defaultPrefix}
          value={prefix}
          onChange={(e) => setPrefix(e.target.value)}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { maxLength: 40, 'data-testid': 'code-prefix' } }}
        />
        <FormControlLabel
          control={<Checkbox size="small" checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} />}
          label={translate('goodsPolish.codes.overwrite')}
          data-testid="codes-overwrite"
        />
        <Button variant="outlined" onClick={codes} disabled={scopeCount === 0} data-testid="generate-codes">
          {translate('goods.sku.generateCodes')}
        </Button>
      </Box>
    </Box>
  );
});
