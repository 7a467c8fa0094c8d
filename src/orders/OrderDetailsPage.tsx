import { Alert, Box, Button, Card, CardContent, CardHeader, CircularProgress, Stack, Typography } from '@mui/material';
import { LoadError } from '../resources/ui/LoadError';
import { amountText } from '../goods/goodsFormat';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { OrderActions } from './OrderActions';
import { OrderItemsTable } from './OrderItemsTable';
import { OrderStatusChip } from './OrderStatusChip';
import { canEditOrder, canSendDeliver } from './orders.types';
import { useOrder } from './useOrder';
import { Info, WaybillCard } from './WaybillCard';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card variant="outlined">
      <CardHeader title={title} slotProps={{ title: { variant: 'subtitle1', fontWeight: 600 } }} sx={{ pb: 0 }} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 } as const;

/** 订单详情 `/orderManage/details?id=`: buyer, items, amounts, address, waybill and actions. */
export default function OrderDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const translate = useTranslate();
  const { state, reload } = useOrder(id, true);
  const f = (key: string) => translate(`resources.orders.fields.${key}`);

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
  const { order, waybill, waybillError } = state;
  const money = (n: number | undefined) => amountText(order.currencyCode, n);
  return (
    <Stack spacing={2} data-testid="order-details">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1">
          {order.orderNo}
        </Typography>
        <OrderStatusChip status={order.status} />
        <Box sx={{ flex: 1 }} />
        <OrderActions
          order={order}
          onDone={reload}
          showLinks={false}
          sendDisabledReason={canSendDeliver(order.status) && !waybill ? translate('orders.details.needWaybill') : undefined}
        />
        {canEditOrder(order.status) && (
          <Button variant="outlined" component={Link} to={`/orderManage/addOrder?id=${encodeURIComponent(String(order.id))}`}>
            {translate('orders.details.edit')}
          </Button>
        )}
        <Button component={Link} to="/orderManage">
          {translate('orders.details.back')}
        </Button>
      </Box>
      {canSendDeliver(order.status) && !waybill && <Alert severity="info">{translate('orders.details.needWaybill')}</Alert>}
      <Section title={translate('orders.details.buyer')}>
        <Box sx={grid}>
          <Info label={f('buyerName')} value={order.buyerName} />
          <Info label={f('buyerCompany')} value={order.buyerCompany} />
          <Info label={f('buyerEmail')} value={order.buyerEmail} />
          <Info label={f('buyerPhone')} value={order.buyerPhone} />
        </Box>
      </Section>
      <Section title={translate('orders.details.items')}>
        <Box sx={{ overflowX: 'auto' }}>
          <OrderItemsTable order={order} />
        </Box>
      </Section>
      <Section title={translate('orders.details.amounts')}>
        <Box sx={grid} data-testid="order-amounts">
          <Info label={f('goodsAmount')} value={money(order.goodsAmount)} />
          <Info label={f('postFee')} value={money(order.postFee)} />
          <Info label={f('discountAmount')} value={money(order.discountAmount)} />
          <Info label={f('totalAmount')} value={money(order.totalAmount) && <b>{money(order.totalAmount)}</b>} />
          <Info label={f('totalWeight')} value={order.totalWeight} />
          <Info label={f('voucherNo')} value={order.voucherNo} />
        </Box>
      </Section>
      <Section title={translate('orders.details.address')}>
        <Box sx={grid}>
          <Info label={f('receiverName')} value={order.receiverName} />
          <Info label={f('receiverPhone')} value={order.receiverPhone} />
          <Info label={f('countryId')} value={[order.countryName, order.areaName].filter(Boolean).join(' · ')} />
          <Info label={f('postCode')} value={order.postCode} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Info label={f('receiverAddress')} value={order.receiverAddress} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Info label={f('remark')} value={order.remark} />
          </Box>
        </Box>
      </Section>
      <WaybillCard order={order} waybill={waybill} loadError={waybillError} onSaved={reload} />
      <Section title={translate('orders.details.timeline')}>
        <Box sx={grid}>
          <Info label={f('createTime')} value={order.createTime} />
          <Info label={f('payTime')} value={order.payTime} />
          <Info label={f('deliverTime')} value={order.deliverTime} />
          <Info label={f('finishTime')} value={order.finishTime} />
          {order.cancelTime && <Info label={f('cancelTime')} value={order.cancelTime} />}
        </Box>
      </Section>
    </Stack>
  );
}
