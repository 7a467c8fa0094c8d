import { useEffect, useLayoutEffect, useRef, type Ref } from 'react';
import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import type { RefOption } from './useReferenceOptions';

export type ReferencesAutocompleteProps = AutocompleteProps<RefOption, true, false, false> & {
  /** True once if the stand-in this replaces had the focus when the module arrived. */
  takeFocus: () => boolean;
};

/**
 * MUI's Autocomplete for ./ReferencesInput.tsx, loaded on the field's first use
 * (docs/decisions/315-tooltips-and-pickers-on-demand.md): it takes the focus when the stand-in
 * it replaces had it, and keeps the text typed there.
 */
export default function ReferencesAutocomplete({ takeFocus, renderInput, onInputChange, ...props }: ReferencesAutocompleteProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  // On mount MUI's Autocomplete resets its text to the value's (empty for a multi-select): the
  // text typed into the stand-in would be lost. Its mount effect runs before ours.
  const mounting = useRef(true);
  useEffect(() => {
    mounting.current = false;
  }, []);
  useLayoutEffect(() => {
    if (!takeFocus()) return;
    const element = inputRef.current;
    element?.focus();
    // The caret after what was typed, as it was in the stand-in.
    element?.setSelectionRange(element.value.length, element.value.length);
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Autocomplete
      {...props}
      onInputChange={(event, text, reason) => {
        if (reason === 'reset' && mounting.current) return;
        onInputChange?.(event, text, reason);
      }}
      renderInput={(params) =>
        renderInput({ ...params, inputProps: { ...params.inputProps, ref: forkRef(params.inputProps.ref, inputRef) } })
      }
    />
  );
}

function forkRef<T>(first: Ref<T> | undefined, second: { current: T | null }) {
  return (value: T | null) => {
    second.current = value;
    if (typeof first === 'function') first(value);
    else if (first) first.current = value;
  };
}
