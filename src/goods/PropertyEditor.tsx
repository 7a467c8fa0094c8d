import { memo, useState, type Dispatch } from 'react';
import { Alert, Box, Button, Chip, IconButton, Paper, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import { useCreateProperty, useCreatePropertyValue } from './goods.api';
import { GOODS_LIMITS, type GoodsProperty } from '../../schemas/goods';
import { MAX_SKUS, type MatrixAction } from './matrixState';
import '../../i18n/parts/goods';

/**
 * Properties and their values. New ones are created on the server at once
 * (`goodsProperty/create`, `goodsPropertyValue/create`) and added to the goods.
 */
/** The message of a failed create (an i18n key or the server's text). */
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export const PropertyEditor = memo(function PropertyEditor({ properties, dispatch, refused }: { properties: GoodsProperty[]; dispatch: Dispatch<MatrixAction>; refused?: boolean }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const createProperty = useCreateProperty();

  const addProperty = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (properties.some((p) => p.propertyName === trimmed)) {
      setError(translate('goods.props.duplicateProperty', { name: trimmed }));
      return;
    }
    setBusy(true);
    try {
      const created = await createProperty(trimmed);
      dispatch({ type: 'addProperty', property: { propertyId: created.id, propertyName: created.propertyName, values: [] } });
      setName('');
      setError(null);
    } catch (e) {
      setError(translate('goods.props.createFailed', { message: translate(messageOf(e), { _: messageOf(e) }) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {translate('goods.props.hint')}
      </Typography>
      {properties.map((property) => (
        <PropertyRow key={property.propertyId} property={property} dispatch={dispatch} />
      ))}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={translate('goods.props.newProperty')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void addProperty();
            }
          }}
          inputProps={{ maxLength: GOODS_LIMITS.propertyName, 'data-testid': 'new-property-name' }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => void addProperty()} disabled={busy || !name.trim()}>
          {translate('goods.props.addProperty')}
        </Button>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      {refused && <Alert severity="warning">{translate('goods.props.tooMany', { max: MAX_SKUS })}</Alert>}
    </Stack>
  );
});

function PropertyRow({ property, dispatch }: { property: GoodsProperty; dispatch: Dispatch<MatrixAction> }) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const createPropertyValue = useCreatePropertyValue();

  const addValue = async () => {
    const trimmed = value.trim();
    if (!trimmed) return;
    if (property.values.some((v) => v.valueName === trimmed)) {
      setError(translate('goods.props.duplicateValue', { name: trimmed }));
      return;
    }
    setBusy(true);
    try {
      const created = await createPropertyValue(property.propertyId, trimmed);
      dispatch({ type: 'addValue', propertyId: property.propertyId, valueId: created.id, valueName: created.valueName });
      setValue('');
      setError(null);
    } catch (e) {
      setError(translate('goods.props.createFailed', { message: translate(messageOf(e), { _: messageOf(e) }) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`property-${property.propertyName}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          {property.propertyName}
        </Typography>
        <Tooltip title={translate('goods.props.removeProperty')}>
          <IconButton size="small" aria-label={translate('goods.props.removeProperty')} onClick={() => dispatch({ type: 'removeProperty', propertyId: property.propertyId })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {property.values.length === 0 && (
          <Typography variant="body2" color="error">
            {translate('goods.props.noValues')}
          </Typography>
        )}
        {property.values.map((v) => (
          <Chip
            key={v.valueId}
            label={v.valueName}
            onDelete={() => dispatch({ type: 'removeValue', propertyId: property.propertyId, valueId: v.valueId })}
            data-testid={`value-${property.propertyName}-${v.valueName}`}
          />
        ))}
        <TextField
          size="small"
          placeholder={translate('goods.props.newValue')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void addValue();
            }
          }}
          inputProps={{ maxLength: GOODS_LIMITS.valueName, 'aria-label': `${property.propertyName} ${translate('goods.props.newValue')}` }}
          sx={{ width: 160 }}
        />
        <Button size="small" onClick={() => void addValue()} disabled={busy || !value.trim()}>
          {translate('goods.props.addValue')}
        </Button>
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Paper>
  );
}
