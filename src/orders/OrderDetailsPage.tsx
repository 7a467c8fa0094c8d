import { Box, Button, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { ResourceSchema } from '../resources/defineResource';
import { LoadError } from '../resources/ui/LoadError';
import { RecordActions } from '../resources/ui/SchemaActions';
import { amountText } from '../goods/goodsFormat';
import { orderRules } from '../../schemas/orders';
import { OrderItemsTable } from './OrderItemsTable';
import { Loading, Section } from './OrderSection';
import { OrderStatus } from './OrderStatus';
import { PrintOrderButton } from './print/PrintOrderButton';
import { useOrderRecord, useWaybill } from './useOrderRecord';
import { Info, WaybillCard } from './WaybillCard';

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 } as const;

/** 订单详情 `/orderManage/details?id=` (custom page `orderDetails`): buyer, items, amounts, address, waybill, actions. */
export default function OrderDetailsPage({ schema }: { schema: ResourceSchema<unknown> }) {
  const translate = useTranslate();
  const { id, data: order, error, refetch, isPending } = useOrderRecord(schema.name);
  const waybillQuery = useWaybill(schema.name, id, Boolean(order));
  const f = (key: string) => translate(`resources.${schema.name}.fields.${key}`);
  const list = schema.routes.list;

  if (!id) return <LoadError error="orders.details.notFound" titleKey="engine.load.recordFailed" onRetry={() => undefined} listRoute={list} />;
  if (error) return <LoadError error={error} titleKey="engine.load.recordFailed" onRetry={refetch} listRoute={list} />;
  if (isPending || !order) return <Loading />;
  const waybill = waybillQuery.data ?? null;
  const waybillError = waybillQuery.error ? translate(waybillQuery.error.message, { _: waybillQuery.error.message }) : undefined;
  const money = (n: number | null | undefined) => amountText(order.currencyCode ?? undefined, n);
  return (
    <Stack spacing={2} data-testid="order-details">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1">
          {order.orderNo}
        </Typography>
        <OrderStatus schema={schema} value={order.status} />
        <Box sx={{ flex: 1 }} />
        {/* The schema's record actions: 发货 (its dialog asks for the waybill when there is none), 确认完成. */}
        <RecordActions schema={schema} record={order} variant="outlined" />
        <PrintOrderButton order={order} />
        {orderRules.canEdit(order) && schema.routes.form && (
          <Button variant="outlined" component={Link} to={`${schema.routes.form}?id=${encodeURIComponent(String(order.id))}`}>
            {translate('orders.details.edit')}
          </Button>
        )}
        <Button component={Link} to={list}>
          {translate('orders.details.back')}
        </Button>
      </Box>
      <Section title={translate('orders.details.buyer')}>
        <Box sx={grid}>
          <Info label={f('buyerName')} value={order.buyerName} />
          <Info label={f('buyerCompany')} value={order.buyerCompany} />
          <Info label={f('buyerEmail')} value={order.buyerEmail} />
          <Info label={f('buyerPhone')} value={order.buyerPhone} />
        </Box>
      </Section>
      <Section title={translate('orders.details.items')}>
        <OrderItemsTable items={order.items ?? []} currencyCode={order.currencyCode ?? undefined} />
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
      <WaybillCard resource={schema.name} order={order} waybill={waybill} loading={waybillQuery.isPending} loadError={waybillError} />
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
