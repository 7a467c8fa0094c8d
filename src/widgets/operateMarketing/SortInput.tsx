import { NumberInput } from 'react-admin';
import type { WidgetInputProps } from '../types';

/** The order number in forms (smaller shows first). */
export function SortInput({ source, label, disabled }: WidgetInputProps) {
  return <NumberInput source={source} label={label} step={1} min={0} disabled={disabled} fullWidth />;
}
