import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import type { ReferenceOptionsState, RefOption } from '../resources/ui/useReferenceOptions';

/**
 * A react-admin SelectInput fed by a reference source (useReferenceOptions): shows a loading
 * state, and a Chinese error message (with the input disabled) when the list cannot be loaded.
 */
export type ReferenceSelectProps = Omit<SelectInputProps, 'choices' | 'source' | 'optionValue' | 'optionText'> & {
  source: string;
};

export function ReferenceSelectInput({
  state,
  optionText = 'name',
  helperText,
  ...props
}: ReferenceSelectProps & {
  state: ReferenceOptionsState;
  optionText?: 'name' | ((option: RefOption) => string);
}) {
  const translate = useTranslate();
  const failed = state.isError;
  return (
    <SelectInput
      {...props}
      choices={state.data ?? []}
      optionText={optionText}
      optionValue="id"
      translateChoice={false}
      isPending={state.isPending}
      disabled={props.disabled || failed}
      helperText={failed ? translate('reference.loadFailed') : helperText}
      error={failed || undefined}
    />
  );
}
