import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Form, useCanBlock, useNotify, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnyResourceSchema, FieldSpec } from '../resources/defineResource';
import { rendererOf } from '../resources/widgetRegistry';
import { LoadError } from '../resources/ui/LoadError';
import { moneyText } from '../resources/ui/FieldDisplay';
import { fieldLabelKey } from '../resources/ui/labels';
import { ShowBadge } from '../resources/ui/SchemaShow';
import { useUnsavedGuard } from '../resources/ui/UnsavedChangesGuard';
import { money as decimal } from '../goods/goodsFormat';
import { orderRules, type Order, type OrderItem } from '../../schemas/orders';
import { calculatePostFee, prepareVoucher } from './orders.api';
import { Loading, Section } from './OrderSection';
import { postageFigures } from './postage';
import { OrderItemsTable } from './OrderItemsTable';
import { orderKeys, useOrderRecord } from './useOrderRecord';
import { Info } from './WaybillCard';
import { useSingleFlight } from '../dataProvider/singleFlight';
import '../../i18n/parts/orderScreens';

/** 编辑订单 `/orderManage/addOrder?id=` (custom page `orderEdit`): destination, postage recalculation, payment voucher. */
export default function OrderEditPage({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const { id, data: order, error, refetch, isPending } = useOrderRecord(schema.name);
  const list = schema.routes.list;
  if (!id)
    return (
      <LoadError
        error="orders.details.notFound"
        titleKey="engine.load.recordFailed"
        onRetry={() => undefined}
        listRoute={list}
      />
    );
  if (error) return <LoadError error={error} titleKey="engine.load.recordFailed" onRetry={refetch} listRoute={list} />;
  if (isPending || !order) return <Loading />;
  const statusLabel = translate(
    order.status === undefined || order.status === null
      ? 'orders.status.unknown'
      : `resources.${schema.name}.enums.status.${order.status}`,
    { _: String(order.status) },
  );
  return (
    <Stack spacing={2} data-testid="order-edit">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h1">
          {translate(`resources.${schema.name}.pages.edit`)} · {order.orderNo}
        </Typography>
        {schema.show.badge && <ShowBadge schema={schema} field={schema.show.badge} record={order} />}
        <Box sx={{ flex: 1 }} />
        {schema.routes.show && (
          <Button component={Link} to={`${schema.routes.show}?id=${encodeURIComponent(String(order.id))}`}>
            {translate('orders.list.details')}
          </Button>
        )}
        <Button component={Link} to={list}>
          {translate('orders.details.back')}
        </Button>
      </Box>
      <Section title={translate('orders.details.items')}>
        <OrderItemsTable items={order.items ?? []} currencyCode={order.currencyCode ?? undefined} />
      </Section>
      {orderRules.canEdit(order) ? (
        <Form
          key={`${order.id}-${order.voucherNo ?? ''}`}
          record={{ countryId: order.countryId, areaId: order.areaId }}
          noValidate
        >
          <DestinationAndPostage schema={schema} order={order} />
        </Form>
      ) : (
        <Alert severity="info">{translate('orders.edit.readOnly', { status: statusLabel })}</Alert>
      )}
    </Stack>
  );
}

/** The weight postage is charged on: the order's, else its items' when every one is known. */
function chargedWeight(order: Order): number | undefined {
  if (typeof order.totalWeight === 'number') return order.totalWeight;
  const items = order.items ?? [];
  const known = (item: OrderItem): item is OrderItem & { weight: number; quantity: number } =>
    item.weight !== undefined && item.quantity !== undefined;
  if (!items.length || !items.every(known)) return undefined;
  return (
    Math.round(items.reduce((sum, item) => sum + (known(item) ? item.weight * item.quantity : 0), 0) * 1000) / 1000
  );
}

const chosen = (v: unknown): v is number | string => v !== null && v !== undefined && v !== '';

/** Says that the figure beside it is recalculated and not saved yet. */
function UnsavedMark() {
  const translate = useTranslate();
  return (
    <Box
      component="span"
      sx={{
        ml: 0.75,
        px: 0.75,
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 400,
        border: 1,
        borderColor: 'warning.main',
        color: 'text.primary',
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      {translate('orders.edit.unsaved')}
    </Box>
  );
}

/** A field of the schema: the page names fields, their labels, inputs and money come from the declaration. */
function declared(schema: AnyResourceSchema, key: string): FieldSpec {
  const spec = schema.field(key);
  if (!spec) throw new Error(`${schema.name}: the order edit page needs the field "${key}"`);
  return spec;
}

/** The one unsaved-changes guard: a destination chosen but no voucher prepared yet (no guard outside a data router). */
function UnsavedGuard() {
  const { dirtyFields } = useFormState();
  return useUnsavedGuard(Object.keys(dirtyFields).length > 0).dialog;
}

function DestinationAndPostage({ schema, order }: { schema: AnyResourceSchema; order: Order }) {
  const resource = schema.name;
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canBlock = useCanBlock();
  const countryField = declared(schema, 'countryId');
  // The destination's input is the one its field declares (`renderWith({ input })`, schemas/orders.ts).
  const Destination = rendererOf(countryField, 'input');
  if (!Destination) throw new Error(`${resource}.countryId: no input widget (renderWith({ input }))`);
  const countryId = useWatch({ name: 'countryId' }) as unknown;
  const areaId = useWatch({ name: 'areaId' }) as unknown;
  const weight = chargedWeight(order);
  const destination = chosen(countryId) && chosen(areaId) ? { countryId, areaId } : null;

  // Postage follows the destination (and the items' weight): one quote per destination, cached.
  const quoteArgs = destination && weight !== undefined ? { orderId: order.id, ...destination, weight } : null;
  const quote = useQuery({
    queryKey: orderKeys.postFee(resource, quoteArgs ?? {}),
    queryFn: ({ signal }) => calculatePostFee(quoteArgs!, signal),
    enabled: quoteArgs !== null,
    retry: false,
  });
  const saveOnce = useSingleFlight();
  const voucher = useMutation({
    mutationFn: () => prepareVoucher(order.id),
    onSuccess: async (prepared) => {
      notify('orders.edit.saved', { type: 'success', messageArgs: { voucherNo: prepared.voucherNo } });
      await queryClient.invalidateQueries({ queryKey: [resource] });
    },
  });

  const money = (key: string, n: number | null | undefined) => moneyText(declared(schema, key), n, order);
  const label = (key: string) => translate(fieldLabelKey(schema, key));
  const ready = quoteArgs !== null && quote.isSuccess ? quote.data : undefined;
  const figures = postageFigures(order, ready, destination);
  const errorText = (e: Error | null) => (e ? translate(e.message, { _: e.message }) : '');
  const prepared = voucher.data;
  const calculating = quoteArgs !== null && quote.isPending;
  const unsaved = figures.unsaved ? <UnsavedMark /> : null;
  return (
    <Stack spacing={2}>
      {canBlock && <UnsavedGuard />}
      <Section title={translate('orders.edit.destination')}>
        <Destination
          source={countryField.key}
          options={countryField.widget?.options}
          field={countryField}
          schema={schema}
        />
      </Section>
      <Section title={translate('orders.edit.postage')}>
        <Stack spacing={1.5}>
          {/* One figure per amount: the recalculated one once quoted (marked until saved), else the order's. */}
          <Box
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' }, gap: 2 }}
            data-testid="order-edit-amounts"
          >
            <Info label={label('goodsAmount')} value={money('goodsAmount', order.goodsAmount)} />
            <Info label={label('discountAmount')} value={money('discountAmount', order.discountAmount)} />
            <Info
              label={label('postFee')}
              value={
                calculating ? (
                  <Skeleton variant="text" width={80} aria-label={translate('orders.edit.calculating')} />
                ) : (
                  <span
                    data-testid={ready ? 'postage-fee' : 'postage-fee-saved'}
                    data-fee={figures.postFee}
                    data-unsaved={figures.unsaved || undefined}
                  >
                    {money('postFee', figures.postFee) || '—'}
                    {unsaved}
                  </span>
                )
              }
            />
            <Info
              label={label('totalAmount')}
              value={
                calculating ? (
                  <Skeleton variant="text" width={80} aria-label={translate('orders.edit.calculating')} />
                ) : (
                  <span>
                    <b data-testid="postage-total">{money('totalAmount', figures.totalAmount) || '—'}</b>
                    {unsaved}
                  </span>
                )
              }
            />
            <Info
              label={translate('orders.edit.weight')}
              value={weight === undefined ? '' : `${ready?.weight ?? weight} kg`}
            />
          </Box>
          <Box aria-live="polite" data-testid="postage-quote">
            {!destination && <Alert severity="info">{translate('orders.edit.chooseArea')}</Alert>}
            {destination && weight === undefined && (
              <Alert severity="error">
                {translate('orders.edit.quoteFailed', { message: translate('orders.edit.weightUnknown') })}
              </Alert>
            )}
            {calculating && (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CircularProgress size={16} />
                <Typography variant="body2">{translate('orders.edit.calculating')}</Typography>
              </Box>
            )}
            {quoteArgs && quote.isError && (
              <Alert severity="error">
                {translate('orders.edit.quoteFailed', { message: errorText(quote.error) })}
              </Alert>
            )}
            {figures.unsaved && (
              <Alert severity="warning" data-testid="postage-unsaved">
                {translate('orders.edit.unsavedHint')}
              </Alert>
            )}
          </Box>
          {voucher.isError && (
            <Alert severity="error">{translate('orders.edit.saveFailed', { message: errorText(voucher.error) })}</Alert>
          )}
          {(prepared || order.voucherNo) && (
            <Alert severity="info" data-testid="voucher-info">
              {prepared
                ? translate('orders.edit.voucherInfo', {
                    voucherNo: prepared.voucherNo,
                    currency: prepared.currencyCode,
                    amount: decimal(prepared.amount) || '—',
                    time: prepared.createTime || '—',
                  })
                : `${label('voucherNo')}：${order.voucherNo}`}
            </Alert>
          )}
          <Box>
            <Button
              variant="contained"
              // Guarded by the click itself: isPending shows a moment later (a double click sends once).
              onClick={() => saveOnce(() => voucher.mutateAsync())}
              disabled={voucher.isPending || !ready}
              startIcon={voucher.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
              data-testid="order-save"
            >
              {translate(voucher.isPending ? 'orders.edit.saving' : 'orders.edit.save')}
            </Button>
          </Box>
        </Stack>
      </Section>
    </Stack>
  );
}
