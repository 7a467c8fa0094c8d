import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { LoadError } from '../resources/ui/LoadError';
import { amountText, money as decimal } from '../goods/goodsFormat';
import { Link, useSearchParams } from 'react-router-dom';
import { Form, required, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { AreaSelectInput, CountrySelectInput } from '../reference/ReferenceInputs';
import { calculatePostFee, prepareVoucher } from './orders.api';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderStatusChip } from './OrderStatusChip';
import { canEditOrder, type Order, type OrderItem, type PostFeeQuote, type Voucher } from './orders.types';
import { useOrder } from './useOrder';
import { Info } from './WaybillCard';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** 编辑订单 `/orderManage/addOrder?id=`: destination, postage recalculation, payment voucher. */
export default function OrderEditPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const translate = useTranslate();
  const { state, reload } = useOrder(id, false);
  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  if (state.status === 'error') {
    return <LoadError error={state.error} titleKey="engine.load.recordFailed" onRetry={reload} listRoute="/orderManage" />;
  }
  const { order } = state;
  return (
    <Stack spacing={2} data-testid="order-edit">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1">
          {translate('orders.editTitle')} · {order.orderNo}
        </Typography>
        <OrderStatusChip status={order.status} />
        <Box sx={{ flex: 1 }} />
        <Button component={Link} to={`/orderManage/details?id=${encodeURIComponent(String(order.id))}`}>
          {translate('orders.list.details')}
        </Button>
        <Button component={Link} to="/orderManage">
          {translate('orders.details.back')}
        </Button>
      </Box>
      <Section title={translate('orders.details.items')}>
        <Box sx={{ overflowX: 'auto' }}>
          <OrderItemsTable order={order} />
        </Box>
      </Section>
      {canEditOrder(order.status) ? (
        <Form key={`${order.id}-${order.voucherNo}`} record={{ countryId: order.countryId, areaId: order.areaId }} noValidate>
          <DestinationAndPostage order={order} onSaved={reload} />
        </Form>
      ) : (
        <Alert severity="info">{translate('orders.edit.readOnly', { status: translate(order.status === undefined ? 'orders.status.unknown' : `orders.status.${order.status}`) })}</Alert>
      )}
    </Stack>
  );
}

type Quote = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; quote: PostFeeQuote } | { status: 'error'; message: string };

/** The weight postage is charged on: the order's, else its items' when every one is known. */
function chargedWeight(order: Order): number | undefined {
  if (order.totalWeight !== undefined) return order.totalWeight;
  const known = (item: OrderItem): item is OrderItem & { weight: number; quantity: number } => item.weight !== undefined && item.quantity !== undefined;
  if (!order.items.length || !order.items.every(known)) return undefined;
  return Math.round(order.items.reduce((sum, item) => sum + (known(item) ? item.weight * item.quantity : 0), 0) * 1000) / 1000;
}

function DestinationAndPostage({ order, onSaved }: { order: Order; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const countryId = useWatch({ name: 'countryId' }) as number | string | null;
  const areaId = useWatch({ name: 'areaId' }) as number | string | null;
  const [quote, setQuote] = useState<Quote>({ status: 'idle' });
  const [saving, setSaving] = useState(false);
  const [voucher, setVoucher] = useState<Voucher | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const weight = chargedWeight(order);

  // Postage follows the destination (and the items' weight): recalculated on every change.
  useEffect(() => {
    controller.current?.abort();
    if (countryId === null || countryId === undefined || countryId === '' || areaId === null || areaId === undefined || areaId === '') {
      setQuote({ status: 'idle' });
      return;
    }
    if (weight === undefined) {
      setQuote({ status: 'error', message: translate('orders.edit.weightUnknown') });
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setQuote({ status: 'loading' });
    calculatePostFee({ orderId: order.id, countryId, areaId, weight }, abort.signal).then(
      (result) => !abort.signal.aborted && setQuote({ status: 'ready', quote: result }),
      (error: Error) => !abort.signal.aborted && setQuote({ status: 'error', message: translate(error.message, { _: error.message }) }),
    );
    return () => abort.abort();
  }, [countryId, areaId, order.id, weight, translate]);

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      const prepared = await prepareVoucher(order.id);
      setVoucher(prepared);
      notify('orders.edit.saved', { type: 'success', messageArgs: { voucherNo: prepared.voucherNo } });
      onSaved();
    } catch (error) {
      const message = translate((error as Error).message, { _: (error as Error).message });
      setSaveError(translate('orders.edit.saveFailed', { message }));
    } finally {
      setSaving(false);
    }
  };

  const money = (n: number | undefined) => amountText(order.currencyCode, n);
  const { goodsAmount, discountAmount } = order;
  const fee = quote.status === 'ready' ? quote.quote.postFee : undefined;
  // A new total only from known amounts: a missing one would make it a wrong number.
  const newTotal = goodsAmount !== undefined && discountAmount !== undefined && fee !== undefined ? goodsAmount + fee - discountAmount : null;
  return (
    <Stack spacing={2}>
      <Section title={translate('orders.edit.destination')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
          <CountrySelectInput source="countryId" label="resources.orders.fields.countryId" validate={required('orders.edit.countryRequired')} fullWidth />
          <AreaSelectInput source="areaId" countrySource="countryId" label="resources.orders.fields.areaId" validate={required('orders.edit.areaRequired')} fullWidth />
        </Box>
      </Section>
      <Section title={translate('orders.edit.postage')}>
        <Stack spacing={1.5}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
            <Info label={translate('resources.orders.fields.goodsAmount')} value={money(order.goodsAmount)} />
            <Info label={translate('resources.orders.fields.discountAmount')} value={money(order.discountAmount)} />
            <Info label={translate('resources.orders.fields.postFee')} value={money(order.postFee)} />
            <Info label={translate('orders.edit.weight')} value={weight === undefined ? '' : `${weight} kg`} />
          </Box>
          <Box aria-live="polite" data-testid="postage-quote">
            {quote.status === 'idle' && <Alert severity="info">{translate('orders.edit.chooseArea')}</Alert>}
            {quote.status === 'loading' && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CircularProgress size={16} />
                <Typography variant="body2">{translate('orders.edit.calculating')}</Typography>
              </Box>
            )}
            {quote.status === 'error' && <Alert severity="error">{translate('orders.edit.quoteFailed', { message: quote.message })}</Alert>}
            {quote.status === 'ready' && (
              <Alert severity="success" data-testid="postage-fee" data-fee={quote.quote.postFee}>
                {translate('orders.edit.quote', { currency: quote.quote.currencyCode, fee: decimal(quote.quote.postFee) || '—', weight: quote.quote.weight ?? '—' })}
                {newTotal !== null && (
                  <>
                    {' · '}
                    {translate('orders.edit.newTotal')} <b data-testid="postage-total">{money(newTotal)}</b>
                  </>
                )}
              </Alert>
            )}
          </Box>
          {saveError && <Alert severity="error">{saveError}</Alert>}
          {(voucher || order.voucherNo) && (
            <Alert severity="info" data-testid="voucher-info">
              {voucher
                ? translate('orders.edit.voucherInfo', { voucherNo: voucher.voucherNo, currency: voucher.currencyCode, amount: decimal(voucher.amount) || '—', time: voucher.createTime || '—' })
                : `${translate('resources.orders.fields.voucherNo')}：${order.voucherNo}`}
            </Alert>
          )}
          <Box>
            <Button
              variant="contained"
              onClick={() => void save()}
              disabled={saving || quote.status !== 'ready'}
              startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="order-save"
            >
              {translate(saving ? 'orders.edit.saving' : 'orders.edit.save')}
            </Button>
          </Box>
        </Stack>
      </Section>
    </Stack>
  );
}
