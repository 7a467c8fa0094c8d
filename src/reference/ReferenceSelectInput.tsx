import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import type { ReferenceState } from './useReference';

/**
 * A react-admin SelectInput fed by a cached reference loader: shows a loading state, and a
 * Chinese error message (with the input disabled) when the list cannot be loaded.
 */
export type ReferenceSelectProps = Omit<SelectInputProps, 'choices' | 'source'> & { source: string };

export function ReferenceSelectInput<T extends object>({
  state,
  optionText,
  optionValue,
  helperText,
  ...props
}: ReferenceSelectProps & {
  state: ReferenceState<T[]>;
  optionText: SelectInputProps['optionText'];
  optionValue: string;
}) {
  const translate = useTranslate();
  const failed = Boolean(state.error);
  return (
    <SelectInput
      {...props}
      choices={state.data ?? []}
      optionText={optionText}
      optionValue={optionValue}
      translateChoice={false}
      isPending={state.isPending}
      disabled={props.disabled || failed}
      helperText={failed ? translate('reference.loadFailed') : helperText}
      error={failed || undefined}
    />
  );
}
