import { addWaybill } from '../orders.api';
import type { Id } from '../orders.types';
import { shipFailureText, shipOrder } from '../shipSequence';
import type { WaybillValues } from '../WaybillFields';

/** One order of a 批量发货 run. */
export interface ShipValue {
  id: Id;
  carrierId: Id;
  waybillNo: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The per-order task of 批量发货: the single dialog's sequence (shipOrder) for each order. `saved`
 * outlives the run (the dialog keeps it across 重试失败项 and a return to the table), so an order
 * whose waybill was saved before its `sentDeliver` was refused gets only `sentDeliver` again,
 * and a corrected number is saved anew. A failure throws the operator's message (which step
 * failed, the server's words).
 */
export function batchShipTask(
  saved: Map<string, WaybillValues>,
  sentDeliver: (id: Id) => Promise<void>,
  translate: Translate,
) {
  return async (value: ShipValue): Promise<void> => {
    const key = String(value.id);
    try {
      await shipOrder(
        { carrierId: value.carrierId, waybillNo: value.waybillNo },
        {
          saved: saved.get(key) ?? null,
          saveWaybill: async (values) => {
            await addWaybill({ orderId: value.id, carrierId: value.carrierId, waybillNo: values.waybillNo.trim() });
          },
          onWaybillSaved: (values) => saved.set(key, values),
          sentDeliver: () => sentDeliver(value.id),
        },
      );
    } catch (error) {
      throw new Error(shipFailureText(error, translate), { cause: error });
    }
  };
}
