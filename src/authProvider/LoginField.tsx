import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

/**
 * An outlined text field built from MUI's parts. TextField also pulls in Select, Menu, Popover
 * and Modal, which the login page never uses (login JS budget, docs/design.md).
 */
export interface LoginFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Translated error text; the field is marked invalid when set. */
  error?: string;
  helperText?: string;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

export function LoginField(props: LoginFieldProps) {
  const { id, name, label, value, onChange, error, helperText, inputProps } = props;
  const help = error ?? helperText;
  const helpId = help ? `${id}-helper` : undefined;
  return (
    <FormControl variant="outlined" fullWidth required error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={props.type ?? 'text'}
        label={label}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={props.inputRef}
        startAdornment={props.startAdornment}
        endAdornment={props.endAdornment}
        inputProps={{ ...inputProps, 'aria-describedby': helpId, 'aria-invalid': Boolean(error) }}
      />
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
