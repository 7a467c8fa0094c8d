import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResourceSchema } from '../resources/defineResource';
import { EnumChip } from '../resources/ui/FieldDisplay';

/** The order's status chip from the schema's declaration (labels and colours); '—' when the record has none. */
export function OrderStatus({ schema, value }: { schema: ResourceSchema<unknown>; value: unknown }) {
  const translate = useTranslate();
  const field = schema.field('status');
  if (!field || value === undefined || value === null || value === '') {
    return <Chip size="small" variant="outlined" label="—" title={translate('orders.status.unknown')} aria-label={translate('orders.status.unknown')} data-testid="order-status" />;
  }
  return (
    <Box component="span" data-testid="order-status">
      <EnumChip schema={schema} field={field} value={value} />
    </Box>
  );
}
