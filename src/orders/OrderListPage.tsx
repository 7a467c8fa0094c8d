import { Box, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Datagrid, DateInput, FunctionField, List, SelectInput, TextField, TextInput, useListContext, useRefresh, useTranslate } from 'react-admin';
import { Pager } from '../resources/ui/Pager';
import { amountText } from '../goods/goodsFormat';
import { OrderActions } from './OrderActions';
import { OrderStatusChip } from './OrderStatusChip';
import { ORDER_STATUSES, type Order } from './orders.types';

const money = (o: Order, n: number | undefined) => amountText(o.currencyCode, n);

function useFilters() {
  const translate = useTranslate();
  return [
    <TextInput key="orderNo" source="orderNo" label="orders.list.search" alwaysOn resettable />,
    <TextInput key="buyerName" source="buyerName" label="orders.list.buyer" alwaysOn resettable />,
    <SelectInput
      key="status"
      source="status"
      label="resources.orders.fields.status"
      alwaysOn
      emptyText="orders.status.all"
      choices={ORDER_STATUSES.map((s) => ({ id: s, name: translate(`orders.status.${s}`) }))}
    />,
    <DateInput key="createTimeStart" source="createTimeStart" label="orders.list.dateFrom" alwaysOn />,
    <DateInput key="createTimeEnd" source="createTimeEnd" label="orders.list.dateTo" alwaysOn />,
  ];
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Typography>{translate('orders.list.empty')}</Typography>
    </Box>
  );
}

function OrderCards() {
  const { data, isPending } = useListContext<Order>();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <Empty />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((o) => (
        <Card key={o.id} variant="outlined" data-testid="order-card">
          <CardContent sx={{ pb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle2">{o.orderNo}</Typography>
              <OrderStatusChip status={o.status} />
            </Box>
            <Typography variant="body2">
              {o.buyerName} · {o.buyerCompany}
            </Typography>
            <Typography variant="body2">
              {money(o, o.totalAmount)} · {translate('orders.list.items', { count: o.items.length })}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {o.createTime}
            </Typography>
          </CardContent>
          <Box sx={{ px: 1, pb: 1 }}>
            <OrderActions order={o} onDone={refresh} />
          </Box>
        </Card>
      ))}
    </Stack>
  );
}

function Actions({ record }: { record: Order }) {
  const refresh = useRefresh();
  return <OrderActions order={record} onDone={refresh} />;
}

/** 运营 › 订单管理: orders with filters, status chips and the state actions that apply. */
export default function OrderListPage() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List resource="orders" title="orders.menu" filters={useFilters()} actions={false} pagination={<Pager />} perPage={10} empty={false} storeKey="orderManage.list">
      {isSmall ? (
        <OrderCards />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />} sx={{ '& th': { whiteSpace: 'nowrap' }, '& .column-createTime, & .column-totalAmount': { whiteSpace: 'nowrap' } }}>
          <TextField source="orderNo" sortable={false} />
          <FunctionField
            source="buyerName"
            sortable={false}
            render={(o: Order) => (
              <Box>
                <Typography variant="body2">{o.buyerName}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {o.buyerCompany}
                </Typography>
              </Box>
            )}
          />
          <FunctionField source="totalAmount" sortable={false} render={(o: Order) => money(o, o.totalAmount)} />
          <FunctionField source="countryId" sortable={false} render={(o: Order) => [o.countryName, o.areaName].filter(Boolean).join(' · ')} />
          <FunctionField source="status" sortable={false} render={(o: Order) => <OrderStatusChip status={o.status} />} />
          <TextField source="createTime" sortable={false} />
          <FunctionField label="orders.list.actions" render={(o: Order) => <Actions record={o} />} />
        </Datagrid>
      )}
    </List>
  );
}
