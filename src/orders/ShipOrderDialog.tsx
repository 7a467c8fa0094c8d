import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Skeleton, useMediaQuery, type Theme } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import type { ActionDialogProps } from '../resources/actionRegistry';
import { sameId } from '../resources/compareValues';
import { errorText } from '../resources/ui/errorText';
import { amountText } from '../goods/goodsFormat';
import type { Order } from '../../schemas/orders';
import type { Waybill } from './orders.types';
import { useLastCarrier } from './lastCarrier';
import { useWaybill } from './useOrderRecord';
import { Info } from './WaybillCard';
import { WaybillFields, useSaveWaybill, waybillValues, type WaybillValues } from './WaybillFields';
import { shipFailureText, shipOrder } from './shipSequence';
import '../../i18n/parts/orderScreens';

/**
 * 发货 from the order list (the schema's `sentDeliver` action, issue 13): one dialog with the
 * waybill form and 确认发货, which saves the waybill (`waybill/add`, skipped when it is the one
 * already saved) and then marks the order sent (`run()`: the schema's call). The engine then
 * toasts once, refreshes the list and closes the dialog. A refusal is shown in the dialog and
 * what was typed stays. Spec §9: a modal is at least 500×400 (full screen on a phone).
 */
const titleId = 'ship-order-title';

export default function ShipOrderDialog({ schema, records, ids, run, onDone, onClose }: ActionDialogProps) {
  const translate = useTranslate();
  const order = (records.find((r) => sameId(r.id, ids[0])) ?? records[0]) as unknown as Order;
  const waybill = useWaybill(schema.name, String(order.id), true);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [saving, setSaving] = useState(false);
  const close = saving ? undefined : onClose;

  return (
    <Dialog
      open
      onClose={close}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby={titleId}
      data-testid="ship-order-dialog"
      slotProps={{ paper: { sx: { minWidth: { sm: 500 }, minHeight: { sm: 400 }, '& > form': { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 } } } }}
    >
      <DialogTitle id={titleId}>{translate('orders.ship.title', { orderNo: order.orderNo ?? String(order.id) })}</DialogTitle>
      {waybill.isPending || waybill.isError ? (
        <>
          <DialogContent>
            <OrderSummary schema={schema.name} order={order} />
            {waybill.isPending ? (
              <Box aria-busy="true" aria-label={translate('ra.page.loading')}>
                <Skeleton variant="rounded" height={56} sx={{ my: 2 }} />
                <Skeleton variant="rounded" height={56} />
              </Box>
            ) : (
              <Alert
                severity="error"
                sx={{ mt: 2 }}
                action={
                  <Button color="inherit" size="small" onClick={() => void waybill.refetch()}>
                    {translate('orders.details.retry')}
                  </Button>
                }
              >
                {translate('orders.details.waybillLoadFailed', { message: errorText(waybill.error, translate) })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('engine.action.cancel')}</Button>
            <Button variant="contained" disabled>
              {translate('orders.ship.confirm')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <ShipForm
          resource={schema.name}
          order={order}
          saved={waybill.data ?? null}
          saving={saving}
          setSaving={setSaving}
          run={run}
          onDone={onDone}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function OrderSummary({ schema, order }: { schema: string; order: Order }) {
  const translate = useTranslate();
  const f = (key: string) => translate(`resources.${schema}.fields.${key}`);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2, mb: 1 }} data-testid="ship-order-summary">
      <Info label={f('buyerName')} value={[order.buyerName, order.buyerCompany].filter(Boolean).join(' · ')} />
      <Info label={f('countryName')} value={[order.countryName, order.areaName].filter(Boolean).join(' · ')} />
      <Info label={f('totalAmount')} value={amountText(order.currencyCode ?? undefined, order.totalAmount)} />
    </Box>
  );
}

interface ShipFormProps {
  resource: string;
  order: Order;
  /** The order's waybill when the dialog opened (null: none yet); the form starts from it. */
  saved: Waybill | null;
  saving: boolean;
  setSaving: (saving: boolean) => void;
  run: ActionDialogProps['run'];
  onDone: () => void;
  onClose: () => void;
}

function ShipForm({ resource, order, saved, saving, setSaving, run, onDone, onClose }: ShipFormProps) {
  const translate = useTranslate();
  const saveWaybill = useSaveWaybill(resource);
  const [lastCarrier, setLastCarrier] = useLastCarrier();
  // Fixed once: reloading the order's reads after a save must not reset what was typed. Without a
  // saved waybill the carrier is the one last shipped with (shared with 批量发货).
  const [initial] = useState(() => {
    const values = waybillValues(saved, true);
    return values.carrierId === null ? { ...values, carrierId: lastCarrier } : values;
  });
  const [stored, setStored] = useState<Waybill | WaybillValues | null>(saved);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (raw: Record<string, unknown>) => {
    const values = raw as unknown as WaybillValues;
    setLastCarrier(values.carrierId);
    setSaving(true);
    setFailure(null);
    try {
      await shipOrder(values, { saved: stored, saveWaybill: (v) => saveWaybill(order.id, v), onWaybillSaved: setStored, sentDeliver: () => run() });
      onDone();
    } catch (error) {
      setFailure(shipFailureText(error, translate));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form record={initial} onSubmit={submit} noValidate>
      <DialogContent>
        <OrderSummary schema={resource} order={order} />
        {saved && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('orders.ship.savedWaybill')}
          </Alert>
        )}
        {/* With the carrier already there, typing starts at the number. */}
        <WaybillFields autoFocus={initial.carrierId === null ? true : 'waybillNo'} />
        {failure && (
          <Alert severity="error" role="alert" data-testid="ship-order-error">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('engine.action.cancel')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          aria-busy={saving || undefined}
          startIcon={saving ? <CircularProgress size={16} color="inherit" aria-label={translate('ra.page.loading')} /> : undefined}
          data-testid="ship-order-confirm"
        >
          {translate('orders.ship.confirm')}
        </Button>
      </DialogActions>
    </Form>
  );
}
