import {
  forwardRef,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEventHandler,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Box, Button, CircularProgress, FilledInput, FormControl, FormHelperText, InputLabel, OutlinedInput, Skeleton, useThemeProps } from '@mui/material';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useTranslate } from 'react-admin';
import type { AnyResourceSchema, FieldSpec } from '../../defineResource';
import { enumLabelKey, fieldLabelKey } from '../labels';
import { useReferenceOptions } from '../useReferenceOptions';
import { textOf, type Handover } from './searchHandover';

/**
 * The search form's fields before their code is there (docs/decisions/330-search-form-on-demand.md):
 * drawn with the MUI parts the first page has anyway (FormControl, InputLabel, the theme's input,
 * FormHelperText), with the class names and structure react-admin's TextInput / NumberInput /
 * SelectInput give them, so the form looks the same before and after. Text goes into plain state;
 * a select cannot be chosen here: pressing or opening it by key asks for the real form, which
 * opens it. A field this cannot draw (./searchHandover.ts `drawnLight`) is a placeholder the
 * size of the real one's own loading state.
 */
export function SearchFieldsLight({
  schema,
  shown,
  spans,
  current,
  typed,
  onType,
  handover,
  loading,
  frame,
}: {
  schema: AnyResourceSchema;
  shown: readonly FieldSpec[];
  spans: readonly number[];
  current: Readonly<Record<string, unknown>>;
  typed: Readonly<Record<string, string>>;
  onType: (key: string, text: string) => void;
  handover: RefObject<Handover>;
  /** The real fields are on their way (a pressed select shows a progress ring until they open it). */
  loading: boolean;
  /** The form (it stays when these fields leave). */
  frame: RefObject<HTMLElement | null>;
}) {
  // Leaving (the real fields arrive): which field had the focus and where its caret was. Runs
  // before these fields' elements leave the document.
  useLayoutEffect(() => {
    // The hand-over box stays the same object while these fields are drawn.
    const box = handover.current;
    return () => {
      const active = document.activeElement;
      const cell = active?.closest('[data-search-field]');
      // Read now: the form's ref is set after these fields' first effects (parents attach last),
      // and the form outlives them.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      const form = frame.current;
      if (!cell || !form?.contains(cell)) return;
      const input = active instanceof HTMLInputElement ? active : null;
      box.focus = {
        key: cell.getAttribute('data-search-field') ?? '',
        start: safe(() => input?.selectionStart ?? null),
        end: safe(() => input?.selectionEnd ?? null),
        direction: safe(() => input?.selectionDirection ?? null),
      };
    };
  }, [handover, frame]);
  return (
    <>
      {shown.map((field, index) => (
        // `data-search-light`: tests tell the renditions apart by it.
        <Box key={field.key} sx={{ gridColumn: `span ${spans[index]}`, minWidth: 0 }} data-search-field={field.key} data-search-light="">
          <LightField
            schema={schema}
            field={field}
            value={current[field.key]}
            text={typed[field.key]}
            onType={(text) => onType(field.key, text)}
            handover={handover}
            loading={loading}
          />
        </Box>
      ))}
    </>
  );
}

/** A number input's selection properties throw (no caret). */
function safe<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function LightField({
  schema,
  field,
  value,
  text,
  onType,
  handover,
  loading,
}: {
  schema: AnyResourceSchema;
  field: FieldSpec;
  value: unknown;
  text: string | undefined;
  onType: (text: string) => void;
  handover: RefObject<Handover>;
  loading: boolean;
}) {
  const translate = useTranslate();
  const label = translate(fieldLabelKey(schema, field.key));
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'number':
    case 'money':
      return <LightText field={field} label={label} text={text ?? textOf(value)} onType={onType} />;
    case 'enum':
    case 'status': {
      const options = field.kind === 'status' ? [field.status!.on, field.status!.off] : (field.options ?? []).map((o) => o.value);
      const chosen = options.find((option) => value !== null && value !== undefined && String(option) === String(value));
      const name = chosen === undefined ? '' : translate(enumLabelKey(schema, field, chosen), { _: String(chosen) });
      // No helper line: react-admin's SelectInput with `helperText={false}`, as SchemaInput's filters.
      return <LightSelect field={field} label={label} value={chosen ?? ''} name={name} handover={handover} loading={loading} helper={false} />;
    }
    case 'reference':
      return <LightReference field={field} label={label} value={value} handover={handover} loading={loading} />;
    default:
      // The real fields are asked for at once (drawnLight); meanwhile what SchemaInput shows while
      // a date or range picker loads (its Suspense fallbacks), the same size.
      return field.kind === 'dateRange' ? (
        <Skeleton variant="rounded" height={40} sx={{ width: 340, mb: 0 }} />
      ) : (
        <Skeleton variant="rounded" height={48} sx={{ width: '100%', mb: 0 }} />
      );
  }
}

/** react-admin's inputs take variant, size and margin from the theme's TextField defaults (filled, small, dense). */
function useTextFieldDefaults() {
  const { variant = 'filled', size = 'small', margin = 'dense' } = useThemeProps<
    object,
    { variant?: 'filled' | 'outlined' | 'standard'; size?: 'small' | 'medium'; margin?: 'dense' | 'normal' | 'none' },
    'MuiTextField'
  >({ props: {}, name: 'MuiTextField' });
  return { variant, size, margin };
}

/**
 * What react-admin's inputs draw around MUI's input, as both light fields need it: the
 * FormControl with the theme's TextField defaults and react-admin's classes, the label, and the
 * input component of the variant (with its outline's label when outlined).
 */
function LightFrame({
  field,
  label,
  sx,
  children,
}: {
  field: FieldSpec;
  label: string;
  sx?: SxProps<Theme>;
  children: (input: {
    id: string;
    Input: typeof OutlinedInput | typeof FilledInput;
    variant: 'filled' | 'outlined' | 'standard';
    outlineLabel: { label?: ReactNode };
  }) => ReactNode;
}) {
  const id = useId();
  const { variant, size, margin } = useTextFieldDefaults();
  return (
    <FormControl variant={variant} size={size} margin={margin} fullWidth className={`MuiTextField-root ra-input ra-input-${field.key}`} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        <span>{label}</span>
      </InputLabel>
      {children({
        id,
        Input: variant === 'outlined' ? OutlinedInput : FilledInput,
        variant,
        outlineLabel: variant === 'outlined' ? { label: <span>{label}</span> } : {},
      })}
    </FormControl>
  );
}

function LightText({ field, label, text, onType }: { field: FieldSpec; label: string; text: string; onType: (text: string) => void }) {
  const number = field.kind === 'number' || field.kind === 'money';
  return (
    <LightFrame field={field} label={label}>
      {({ id, Input, outlineLabel }) => (
        <Input
          id={id}
          name={field.key}
          type={number ? 'number' : 'text'}
          value={text}
          fullWidth
          onChange={(event) => onType(event.target.value)}
          {...outlineLabel}
          inputProps={number ? { step: field.kind === 'money' ? 0.01 : field.integer ? 1 : 'any' } : undefined}
        />
      )}
    </LightFrame>
  );
}

function LightReference({
  field,
  label,
  value,
  handover,
  loading,
}: {
  field: FieldSpec;
  label: string;
  value: unknown;
  handover: RefObject<Handover>;
  loading: boolean;
}) {
  const translate = useTranslate();
  // The same read as the real select's (one cache): the chosen option's name.
  const { data, isError, refetch } = useReferenceOptions(field, {});
  const chosen = value === null || value === undefined ? undefined : data?.find((option) => String(option.id) === String(value));
  return (
    <LightSelect
      field={field}
      label={label}
      value={chosen?.id ?? ''}
      name={chosen ? `${'\u3000'.repeat(chosen.depth)}${chosen.name}` : ''}
      handover={handover}
      loading={loading}
      // react-admin's SelectInput keeps an empty helper line under a reference (SchemaInput passes none).
      helper={
        isError ? (
          <Button size="small" color="error" onClick={() => void refetch()} sx={{ p: 0, minWidth: 0 }}>
            {translate('engine.form.loadOptionsFailed')}
          </Button>
        ) : (
          <span>{'\u200b'}</span>
        )
      }
    />
  );
}

/** Keys that open MUI's Select from its button. */
const OPENING_KEYS = [' ', 'ArrowUp', 'ArrowDown', 'Enter'];

function LightSelect({
  field,
  label,
  value,
  name,
  handover,
  loading,
  helper,
}: {
  field: FieldSpec;
  label: string;
  value: string | number;
  name: string;
  handover: RefObject<Handover>;
  loading: boolean;
  /** The line under the select; false: none. */
  helper: ReactNode | false;
}) {
  const [asked, setAsked] = useState(false);
  const ask = (via: string) => {
    handover.current.open = { key: field.key, via };
    setAsked(true);
  };
  return (
    // react-admin's SelectInput: at least 160 px.
    <LightFrame field={field} label={label} sx={{ minWidth: 160 }}>
      {({ id, Input, variant, outlineLabel }) => (
        <>
          <Input
            id={id}
            name={field.key}
            value={value}
            fullWidth
            className="MuiSelect-root"
            {...outlineLabel}
            inputComponent={SelectButton}
            inputProps={{
              labelId: `${id}-label`,
              describedBy: helper === false ? undefined : `${id}-helper-text`,
              display: name,
              variant,
              spinning: asked && loading,
              onAsk: ask,
              onLeave: () => {
                if (handover.current.open?.key === field.key) handover.current.open = undefined;
                setAsked(false);
              },
            }}
          />
          {helper === false ? null : <FormHelperText id={`${id}-helper-text`}>{helper}</FormHelperText>}
        </>
      )}
    </LightFrame>
  );
}

/** MUI's Select button, native input and arrow (the styles of MUI's SelectInput for this variant). */
const SelectDisplay = styled('div', { name: 'MuiSelect', slot: 'Select' })({
  MozAppearance: 'none',
  WebkitAppearance: 'none',
  userSelect: 'none',
  borderRadius: 0,
  cursor: 'pointer',
  '&:focus': { borderRadius: 0 },
  '&&&': { paddingRight: 32 },
  '&.MuiSelect-select': { height: 'auto', minHeight: '1.4375em', textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' },
});
const NativeInput = styled('input', { name: 'MuiSelect', slot: 'NativeInput' })({
  bottom: 0,
  left: 0,
  position: 'absolute',
  opacity: 0,
  pointerEvents: 'none',
  width: '100%',
  boxSizing: 'border-box',
});
const iconSx = {
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: 'action.active',
} as const;

/** Optional as InputBase types what it hands its `inputComponent`; LightSelect gives each. */
interface SelectButtonProps {
  className?: string;
  id?: string;
  name?: string;
  value?: string | number;
  labelId?: string;
  describedBy?: string;
  display?: string;
  variant?: string;
  spinning?: boolean;
  onAsk?: (via: string) => void;
  onLeave?: () => void;
  onFocus?: FocusEventHandler<HTMLElement>;
  onBlur?: FocusEventHandler<HTMLElement>;
}

/** InputBase's `inputComponent`: it is handed the input's class names and focus listeners, and a ref it focuses on a click. */
const SelectButton = forwardRef<{ focus: () => void; value: unknown }, SelectButtonProps>(function SelectButton(
  { className, id, name, value, labelId, describedBy, display, variant, spinning, onAsk, onLeave, onFocus, onBlur },
  ref,
) {
  const button = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => button.current?.focus(), value }), [value]);
  const kind = variant === 'outlined' ? 'Outlined' : 'Filled';
  return (
    <>
      <SelectDisplay
        ref={button}
        tabIndex={0}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-labelledby={`${labelId ?? ''} ${id ?? ''}`}
        aria-describedby={describedBy}
        id={id}
        className={`MuiSelect-select MuiSelect-${kind.toLowerCase()} ${className ?? ''}`}
        onFocus={onFocus}
        onBlur={(event) => {
          onLeave?.();
          onBlur?.(event);
        }}
        onMouseDown={(event: MouseEvent<HTMLDivElement>) => {
          if (event.button !== 0) return;
          // As MUI's Select: the press focuses the button and opens the list (once it is there).
          event.preventDefault();
          button.current?.focus();
          onAsk?.('pointer');
        }}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          if (!OPENING_KEYS.includes(event.key)) return;
          event.preventDefault();
          onAsk?.(event.key);
        }}
      >
        {display || (
          <span className="notranslate" aria-hidden>
            {'\u200b'}
          </span>
        )}
      </SelectDisplay>
      <NativeInput aria-invalid={false} aria-hidden tabIndex={-1} className="MuiSelect-nativeInput" value={value ?? ''} name={name} readOnly />
      {spinning ? (
        <CircularProgress size={20} aria-hidden sx={{ ...iconSx, top: 'calc(50% - 10px)' }} />
      ) : (
        <ArrowDropDownIcon className={`MuiSelect-icon MuiSelect-icon${kind}`} sx={iconSx} />
      )}
    </>
  );
});
