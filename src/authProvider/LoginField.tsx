import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
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

/**
 * An icon or button at the start or end of a login field, laid out as MUI's InputAdornment lays
 * out its children (which also pulls in Typography, a chunk of its own on the login page:
 * docs/decisions/245-first-list-page-js.md).
 */
export function LoginAdornment({ position, children }: { position: 'start' | 'end'; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        height: '0.01em',
        maxHeight: '2em',
        alignItems: 'center',
        whiteSpace: 'nowrap',
        color: 'action.active',
        ...(position === 'start' ? { mr: 1 } : { ml: 1 }),
      }}
    >
      {children}
    </Box>
  );
}
