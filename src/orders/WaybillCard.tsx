import { useState } from 'react';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { Form, useNotify, useTranslate } from 'react-admin';
import type { ShowPartProps } from '../resources/showParts';
import { orderRules, type Order } from '../../schemas/orders';
import { useWaybill } from './useOrderRecord';
import { WaybillFields, useSaveWaybill, waybillValues, type WaybillValues } from './WaybillFields';
import '../../i18n/parts/orderScreens';

/**
 * The order details' 运单 section (show part `orderWaybill`, schemas/orders.ts): the order's
 * waybill (`waybill/get/{id}`) and, for 待发货 orders, the add form (`waybill/add`). A save
 * reloads the order's queries (its waybill, 发货 enabled, the list).
 */
export default function WaybillPart({ schema, record }: ShowPartProps) {
  // The record came through the schema's record boundary (schemas/orders.ts): it is an Order.
  const order = record as Order;
  const translate = useTranslate();
  const notify = useNotify();
  const saveWaybill = useSaveWaybill(schema.name);
  const query = useWaybill(schema.name, String(order.id), true);
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const canAdd = orderRules.canAddWaybill(order);
  const waybill = query.data ?? null;
  const loading = query.isPending;
  const loadError = query.error ? translate(query.error.message, { _: query.error.message }) : undefined;

  const save = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await saveWaybill(order.id, values as unknown as WaybillValues);
      notify('orders.details.waybillSaved', { type: 'success' });
      setEditing(false);
    } catch (e) {
      setError(translate((e as Error).message, { _: (e as Error).message }));
    }
  };

  return (
    <Box data-testid="waybill-card">
      {loading && <Skeleton variant="text" width={240} />}
      {loadError && (
        <Alert severity="error">{translate('orders.details.waybillLoadFailed', { message: loadError })}</Alert>
      )}
      {!loading && !loadError && waybill && (
        <Box
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}
          data-testid="waybill-info"
        >
          <Info label={translate('orders.details.carrier')} value={waybill.carrierName} />
          <Info label={translate('orders.details.waybillNo')} value={waybill.waybillNo} />
          <Info label={translate('orders.details.waybillTime')} value={waybill.createTime} />
        </Box>
      )}
      {!loading && !loadError && !waybill && (
        <Typography variant="body2" color="text.secondary">
          {translate('orders.details.noWaybill')}
        </Typography>
      )}
      {canAdd && !editing && (
        <Button sx={{ mt: 1.5 }} variant="outlined" onClick={() => setEditing(true)} data-testid="waybill-open">
          {translate(waybill ? 'orders.details.replaceWaybill' : 'orders.details.addWaybill')}
        </Button>
      )}
      {canAdd && editing && (
        <Box sx={{ mt: 2, maxWidth: 520 }}>
          <Form record={waybillValues(waybill)} onSubmit={save} noValidate>
            <WaybillFields />
            {error && (
              <Alert severity="error" sx={{ mb: 1 }} data-testid="waybill-error">
                {error}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button type="submit" variant="contained" data-testid="waybill-save">
                {translate('orders.details.saveWaybill')}
              </Button>
              <Button onClick={() => setEditing(false)}>{translate('ra.action.cancel')}</Button>
            </Box>
          </Form>
        </Box>
      )}
    </Box>
  );
}

export function Info({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {value === '' || value === null || value === undefined ? '-' : value}
      </Typography>
    </Box>
  );
}
