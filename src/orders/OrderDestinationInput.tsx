import { Box } from '@mui/material';
import { required } from 'react-admin';
import type { WidgetInputProps } from '../resources/widgetTypes';
import { AreaSelectInput, CountrySelectInput } from '../reference/ReferenceInputs';
import { areaOf } from './destinationOptions';
import '../../i18n/parts/orderScreens';

/** The destination as two selects: the country (`source`), then its areas (cleared when the country changes). */
export function Input({ source, options, disabled, schema }: WidgetInputProps) {
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
