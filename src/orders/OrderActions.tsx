import { useState } from 'react';
import { Box, Button } from '@mui/material';
import { Link, useNavigate } from 'react-router-dom';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { getWaybill, markSucceeded, sentDeliver } from './orders.api';
import { canEditOrder, canSendDeliver, canSucceed, type Order } from './orders.types';

/**
 * Links and state actions of one order; 发货 only for 待发货, 确认完成 only for 已发货, each
 * after a confirmation. An order ships only with a waybill: from the list, 发货 first looks the
 * waybill up and, when there is none, opens the details page where it is added. `onDone`
 * refreshes whatever shows the order.
 */
export function OrderActions({ order, onDone, showLinks = true, sendDisabledReason }: { order: Order; onDone: () => void; showLinks?: boolean; sendDisabledReason?: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [pending, setPending] = useState<'send' | 'succeed' | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const id = encodeURIComponent(String(order.id));

  const askToSend = async () => {
    if (!showLinks) return setPending('send'); // the details page already knows the waybill
    setBusy(true);
    try {
      const waybill = await getWaybill(order.id);
      if (waybill) setPending('send');
      else {
        notify('orders.details.needWaybill', { type: 'warning' });
        navigate(`/orderManage/details?id=${id}`);
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    try {
      if (pending === 'send') {
        await sentDeliver(order.id);
        notify('orders.list.sentDelivered', { type: 'success' });
      } else if (pending === 'succeed') {
        await markSucceeded(order.id);
        notify('orders.list.succeededDone', { type: 'success' });
      }
      onDone();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, '& .MuiButton-root': { minWidth: 0, px: 1 } }}>
      {showLinks && (
        <Button size="small" component={Link} to={`/orderManage/details?id=${id}`}>
          {translate('orders.list.details')}
        </Button>
      )}
      {showLinks && canEditOrder(order.status) && (
        <Button size="small" component={Link} to={`/orderManage/addOrder?id=${id}`}>
          {translate('orders.list.edit')}
        </Button>
      )}
      {canSendDeliver(order.status) && (
        <Button size="small" color="primary" variant={showLinks ? 'text' : 'contained'} onClick={() => void askToSend()} disabled={Boolean(sendDisabledReason) || (busy && pending === null)} title={sendDisabledReason} data-testid="order-send">
          {translate('orders.list.sentDeliver')}
        </Button>
      )}
      {canSucceed(order.status) && (
        <Button size="small" color="success" variant={showLinks ? 'text' : 'contained'} onClick={() => setPending('succeed')} data-testid="order-succeed">
          {translate('orders.list.succeeded')}
        </Button>
      )}
      <Confirm
        isOpen={pending !== null}
        loading={busy}
        title={pending === 'send' ? 'orders.list.confirmSentDeliverTitle' : 'orders.list.confirmSucceededTitle'}
        content={pending === 'send' ? 'orders.list.confirmSentDeliver' : 'orders.list.confirmSucceeded'}
        translateOptions={{ orderNo: order.orderNo }}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
