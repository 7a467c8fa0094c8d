import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { getOrder, getWaybill } from './orders.api';
import type { Order, Waybill } from './orders.types';

export type OrderState =
  | { status: 'loading' }
  | { status: 'ready'; order: Order; waybill: Waybill | null; waybillError?: string }
  | { status: 'error'; error: unknown };

/** Loads an order (and its waybill); `reload` fetches both again. */
export function useOrder(id: string | null, withWaybill: boolean) {
  const translate = useTranslate();
  const [state, setState] = useState<OrderState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!id) {
      setState({ status: 'error', error: 'orders.details.notFound' });
      return;
    }
    let live = true;
    const text = (e: Error) => translate(e.message, { _: e.message });
    getOrder(id).then(
      async (order) => {
        let waybill: Waybill | null = null;
        let waybillError: string | undefined;
        if (withWaybill) {
          try {
            waybill = await getWaybill(id);
          } catch (e) {
            waybillError = text(e as Error);
          }
        }
        if (live) setState({ status: 'ready', order, waybill, waybillError });
      },
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt, withWaybill, translate]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
