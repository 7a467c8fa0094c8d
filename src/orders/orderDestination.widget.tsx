import { Box, Typography } from '@mui/material';
import { required } from 'react-admin';
import type { WidgetDefinition, WidgetFieldProps, WidgetInputProps } from '../resources/widgetTypes';
import { AreaSelectInput, CountrySelectInput } from '../reference/ReferenceInputs';

/** The area field beside the country (`options.area`, default `areaId`) and its name (`options.areaName`). */
const areaOf = (options: Readonly<Record<string, unknown>> | undefined, key: 'area' | 'areaName', fallback: string) =>
  typeof options?.[key] === 'string' ? (options[key] as string) : fallback;

/** 收货国家 · 地区 as the order names them (`countryName · areaName`): one value, as the buyer chose it. */
function Field({ record, options }: WidgetFieldProps) {
  const place = [record?.countryName, record?.[areaOf(options, 'areaName', 'areaName')]]
    .filter((part) => typeof part === 'string' && part)
    .join(' · ');
  return (
    <Typography component="span" variant="body2">
      {place || '-'}
    </Typography>
  );
}

/** The destination as two selects: the country (`source`), then its areas (cleared when the country changes). */
function Input({ source, options, disabled, schema }: WidgetInputProps) {
  const area = areaOf(options, 'area', 'areaId');
  const label = (key: string) => (schema ? `resources.${schema.name}.fields.${key}` : key);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
      <CountrySelectInput
        source={source}
        label={label(source)}
        validate={required('orders.edit.countryRequired')}
        disabled={disabled}
        fullWidth
      />
      <AreaSelectInput
        source={area}
        countrySource={source}
        label={label(area)}
        validate={required('orders.edit.areaRequired')}
        disabled={disabled}
        fullWidth
      />
    </Box>
  );
}

/** The order's destination (schemas/orders.ts `countryId`): shown as one value, edited as country and area. */
export const widget: WidgetDefinition = { name: 'orderDestination', Input, Field };
