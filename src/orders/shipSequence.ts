import { errorText } from '../resources/ui/errorText';
import type { Waybill } from './orders.types';
import type { WaybillValues } from './WaybillFields';
import '../../i18n/parts/orderScreens';

/**
 * Shipping one order (decision 170): save its waybill (`waybill/add`), unless the server holds
 * that very waybill already, then mark it sent (`sentDeliver/{id}`). The single 发货 dialog and
 * 批量发货 both run this, so a retry after a refused `sentDeliver` sends only `sentDeliver`.
 * No React here (types aside): the sheet import's worker side may load it too.
 */
export type ShipStep = 'waybill' | 'ship';

/** A failed step, with the call's own error as `cause`. */
export class ShipStepError extends Error {
  readonly step: ShipStep;
  constructor(step: ShipStep, cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = 'ShipStepError';
    this.step = step;
  }
}

export interface ShipCalls {
  /** What the server holds for the order as far as we know (null: no waybill yet). */
  saved: Waybill | WaybillValues | null;
  saveWaybill: (values: WaybillValues) => Promise<void>;
  /** Told once the waybill is saved, so the next try starts from it. */
  onWaybillSaved: (values: WaybillValues) => void;
  sentDeliver: () => Promise<void>;
}

/** Runs the two steps; rejects with a `ShipStepError` naming the step that failed. */
export async function shipOrder(values: WaybillValues, calls: ShipCalls): Promise<void> {
  if (!calls.saved || !isSaved(values, calls.saved)) {
    try {
      await calls.saveWaybill(values);
    } catch (error) {
      throw new ShipStepError('waybill', error);
    }
    calls.onWaybillSaved({ carrierId: values.carrierId, waybillNo: values.waybillNo.trim() });
  }
  try {
    await calls.sentDeliver();
  } catch (error) {
    throw new ShipStepError('ship', error);
  }
}

/** The operator's message for a failed shipment: which step failed and the server's words. */
export function shipFailureText(
  error: unknown,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string {
  const step = error instanceof ShipStepError ? error.step : 'waybill';
  const cause = error instanceof ShipStepError ? error.cause : error;
  return translate(step === 'waybill' ? 'orders.ship.waybillFailed' : 'orders.ship.shipFailed', {
    message: errorText(cause, translate),
  });
}

/** True when the values are the waybill the server holds (nothing to save again); numbers compare as stored, in capitals. */
function isSaved(values: WaybillValues, saved: Waybill | WaybillValues): boolean {
  return (
    String(values.carrierId) === String(saved.carrierId) &&
    values.waybillNo.trim().toUpperCase() === saved.waybillNo.trim().toUpperCase()
  );
}
