import { TextInput, required } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { CarrierSelectInput } from '../reference/ReferenceInputs';
import { waybillAddCall } from './orders.calls';
import { addWaybill } from './orders.api';
import type { Id, Waybill } from './orders.types';
import '../../i18n/parts/orderScreens';

/**
 * The waybill form's fields (物流商, 运单号), used by the details page's waybill card and the
 * list's ship dialog, so both ask for and check the same thing. The number is checked with the
 * `waybill/add` declaration's own zod shape (orders.calls.ts), the same the stand-in applies.
 */
export interface WaybillValues {
  carrierId: Id | null;
  waybillNo: string;
}

const waybillNoShape = waybillAddCall.shapes.body.shape.waybillNo;

export function validateWaybillNo(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return 'orders.details.waybillNoRequired';
  return waybillNoShape.safeParse(text).success ? undefined : 'orders.details.waybillNoFormat';
}

/** The form's starting values: the saved waybill's carrier, and its number when `keepNumber`. */
export function waybillValues(waybill: Waybill | null | undefined, keepNumber = false): WaybillValues {
  return { carrierId: waybill?.carrierId ?? null, waybillNo: keepNumber ? (waybill?.waybillNo ?? '') : '' };
}

/** True when the values are the waybill already saved (nothing to send again). */
export function sameWaybill(values: WaybillValues, waybill: Waybill | null | undefined): boolean {
  return Boolean(waybill) && String(values.carrierId) === String(waybill?.carrierId) && values.waybillNo.trim().toUpperCase() === waybill?.waybillNo.toUpperCase();
}

/** `autoFocus`: true focuses the carrier, `'waybillNo'` the number (the carrier is already chosen). */
export function WaybillFields({ autoFocus = false }: { autoFocus?: boolean | 'waybillNo' }) {
  return (
    <>
      <CarrierSelectInput source="carrierId" label="orders.details.carrier" validate={required('orders.details.carrierRequired')} fullWidth autoFocus={autoFocus === true} />
      <TextInput source="waybillNo" label="orders.details.waybillNo" validate={validateWaybillNo} isRequired fullWidth autoFocus={autoFocus === 'waybillNo'} />
    </>
  );
}

/**
 * Saves the form's waybill for an order (`waybill/add`, no toast: the caller says what happened)
 * and reloads the order's reads (its waybill, the details, the list), which sit under the
 * resource's query key (useOrderRecord.ts).
 */
export function useSaveWaybill(resource: string) {
  const queryClient = useQueryClient();
  return async (orderId: Id, values: WaybillValues): Promise<void> => {
    await addWaybill({ orderId, carrierId: values.carrierId as Id, waybillNo: values.waybillNo.trim() });
    await queryClient.invalidateQueries({ queryKey: [resource] });
  };
}
