import { useMemo, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { Box, Button, Chip, CircularProgress, IconButton, TextField, useThemeProps } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useWatch } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import type { FieldSpec, AnyResourceSchema } from '../defineResource';
import { fieldLabelKey } from './labels';
import { onDemand } from './onDemand';
import { referenceParams, useReferenceOptions, type RefOption } from './useReferenceOptions';

/**
 * MUI's Autocomplete (with useAutocomplete, Popper and @popperjs/core) loads when the field is
 * first focused, clicked or typed in, not with the list's search form
 * (docs/decisions/315-tooltips-and-pickers-on-demand.md).
 */
const referencesAutocomplete = onDemand(() => import('./ReferencesAutocomplete').then((module) => module.default));

/**
 * Input of a `field.references(...)`: many ids of one source in a multi-select with chips. The
 * options load like a single reference's (same source, same cache); a stored id that is no
 * longer among the options stays as a chip with its id, so a save never drops it.
 *
 * Until MUI's Autocomplete is there, a stand-in drawn like it (same field, chips, arrow and
 * name) takes the focus, the typing and the opening; the Autocomplete then takes over with the
 * typed text, opened if the user asked for the list, and the focus if the stand-in had it.
 */
export function ReferencesInput({
  schema,
  field,
  label,
}: {
  schema: AnyResourceSchema;
  field: FieldSpec;
  label: string;
}) {
  const translate = useTranslate();
  const paramSources = Object.values(field.reference?.params ?? {});
  const watched = useWatch({ name: paramSources });
  const values = Object.fromEntries(paramSources.map((source, i) => [source, (watched as unknown[])[i]]));
  const params = referenceParams(field, values);
  const { data, isPending, isError, refetch } = useReferenceOptions(field, params);
  const { field: input, fieldState } = useInput({ source: field.key });
  const options = useMemo(() => data ?? [], [data]);
  // One array per value and options: MUI's Autocomplete clears the typed text when `value` changes.
  const selected = useMemo<RefOption[]>(() => {
    const ids: Array<string | number> = Array.isArray(input.value) ? (input.value as Array<string | number>) : [];
    const byId = new Map(options.map((o) => [String(o.id), o]));
    return ids.map((id) => byId.get(String(id)) ?? { id, name: String(id), depth: 0 });
  }, [input.value, options]);
  const waitingFor = params === null ? paramSources[0] : undefined;

  const Autocomplete = useSyncExternalStore(referencesAutocomplete.subscribe, referencesAutocomplete.loaded, referencesAutocomplete.loaded);
  // The stand-in's input, kept after it leaves: the Autocomplete takes the focus if it had it.
  const standIn = useRef<HTMLInputElement | null>(null);
  // Typed text and the list's open state live here, so the stand-in hands them over.
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [importFailed, setImportFailed] = useState(false);
  const load = () => {
    setWanted(true);
    setImportFailed(false);
    referencesAutocomplete.load().catch(() => setImportFailed(true));
  };

  const helper =
    fieldState.error?.message ??
    (waitingFor
      ? translate('engine.form.chooseFirst', { field: translate(fieldLabelKey(schema, waitingFor)) })
      : undefined);
  const retryButton = (text: string, retry: () => void) => (
    <Button size="small" color="error" onClick={retry} sx={{ p: 0, minWidth: 0 }}>
      {text}
    </Button>
  );
  const helperText: ReactNode = importFailed
    ? retryButton(translate('pickers.loadFailed'), load)
    : isError
      ? retryButton(translate('engine.form.loadOptionsFailed'), () => void refetch())
      : helper;
  const onChange = (next: RefOption[]) => input.onChange(next.map((o) => o.id));

  if (!Autocomplete)
    return (
      <StandIn
        inputRef={standIn}
        label={label}
        name={field.key}
        selected={selected}
        typed={typed}
        disabled={Boolean(waitingFor)}
        error={Boolean(fieldState.error) || importFailed}
        loading={wanted && !importFailed}
        helperText={helperText}
        onType={(text) => {
          setTyped(text);
          setOpen(true);
          load();
        }}
        onOpen={() => {
          setOpen(true);
          load();
        }}
        onFocus={load}
        onRemove={(id) => onChange(selected.filter((o) => o.id !== id))}
      />
    );
  return (
    <Autocomplete
      takeFocus={() => {
        if (!standIn.current || standIn.current !== focusedOnLoad) return false;
        focusedOnLoad = null;
        return true;
      }}
      multiple
      fullWidth
      size="small"
      sx={{ mb: 2 }}
      options={options}
      value={selected}
      loading={params !== null && isPending}
      disabled={Boolean(waitingFor)}
      filterSelectedOptions
      isOptionEqualToValue={(option, value) => String(option.id) === String(value.id)}
      getOptionLabel={(option) => option.name}
      noOptionsText={translate('engine.form.noOptions')}
      onChange={(_event, next) => onChange(next)}
      onBlur={input.onBlur}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      inputValue={typed}
      onInputChange={(_event, text) => setTyped(text)}
      renderInput={(inputParams) => (
        <TextField
          {...inputParams}
          label={label}
          name={field.key}
          error={Boolean(fieldState.error)}
          helperText={helperText}
        />
      )}
    />
  );
}

/** What had the focus when the Autocomplete's module arrived (before React draws it). */
let focusedOnLoad: Element | null = null;
referencesAutocomplete.subscribe(() => {
  focusedOnLoad = document.activeElement;
});

/**
 * Drawn like MUI's small, outlined, multiple Autocomplete (its class names and paddings): the
 * chips of the chosen values (removable), the input named by the label with the combobox role,
 * the arrow button (a progress ring while the Autocomplete loads).
 */
function StandIn({
  inputRef,
  label,
  name,
  selected,
  typed,
  disabled,
  error,
  loading,
  helperText,
  onType,
  onOpen,
  onFocus,
  onRemove,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  name: string;
  selected: RefOption[];
  typed: string;
  disabled: boolean;
  error: boolean;
  loading: boolean;
  helperText: ReactNode;
  onType: (text: string) => void;
  onOpen: () => void;
  onFocus: () => void;
  onRemove: (id: RefOption['id']) => void;
}) {
  // MUI's Autocomplete strings of the theme's language (打开 / Open).
  const { openText = 'Open' } = useThemeProps<object, { openText?: string }, 'MuiAutocomplete'>({ props: {}, name: 'MuiAutocomplete' });
  const withClear = selected.length > 0 && !disabled;
  return (
    <Box
      sx={{
        mb: 2,
        width: '100%',
        // MUI's Autocomplete root rules for a small, multiple field with the arrow (and the clear
        // button's room once a value is chosen), in each variant the theme may give a TextField.
        '& .MuiAutocomplete-tag': { m: '2px', maxWidth: 'calc(100% - 4px)' },
        '& .MuiAutocomplete-inputRoot': { flexWrap: 'wrap', pr: withClear ? '56px' : '30px' },
        '& .MuiAutocomplete-input': { width: 0, minWidth: 30, flexGrow: 1, textOverflow: 'ellipsis' },
        '& .MuiInput-root': { pb: '1px', '& .MuiAutocomplete-input': { p: '2px 4px 3px 0' } },
        '& .MuiOutlinedInput-root': {
          p: '6px',
          pr: withClear ? '65px' : '39px',
          '& .MuiAutocomplete-input': { p: '2.5px 4px 2.5px 8px' },
          '& .MuiAutocomplete-endAdornment': { right: 9 },
        },
        '& .MuiFilledInput-root': {
          pt: '19px',
          pl: '8px',
          pb: '1px',
          pr: withClear ? '65px' : '39px',
          '& .MuiAutocomplete-input': { p: '2.5px 4px' },
          '& .MuiAutocomplete-endAdornment': { right: 9 },
        },
      }}
    >
      <TextField
        fullWidth
        size="small"
        label={label}
        name={name}
        value={typed}
        disabled={disabled}
        error={error}
        helperText={helperText}
        onChange={(event) => onType(event.target.value)}
        onFocus={onFocus}
        onMouseDown={(event) => {
          if (event.target === inputRef.current) onOpen();
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') onOpen();
        }}
        slotProps={{
          input: {
            className: 'MuiAutocomplete-inputRoot',
            // None when empty, as MUI's: an adornment keeps the label raised.
            startAdornment: selected.length === 0 ? undefined : selected.map((option) => (
              <Chip
                key={option.id}
                size="small"
                label={option.name}
                className="MuiAutocomplete-tag MuiAutocomplete-tagSizeSmall"
                tabIndex={-1}
                disabled={disabled}
                onDelete={() => onRemove(option.id)}
              />
            )),
            endAdornment: (
              <Box
                className="MuiAutocomplete-endAdornment"
                sx={{ position: 'absolute', right: 0, top: '50%', transform: 'translate(0, -50%)', display: 'flex' }}
              >
                {loading ? (
                  <CircularProgress size={20} aria-hidden sx={{ m: '2px' }} />
                ) : (
                  <IconButton
                    tabIndex={-1}
                    disabled={disabled}
                    aria-label={openText}
                    title={openText}
                    onClick={() => {
                      inputRef.current?.focus();
                      onOpen();
                    }}
                    sx={{ p: '2px', mr: '-2px' }}
                  >
                    <ArrowDropDownIcon />
                  </IconButton>
                )}
              </Box>
            ),
          },
          htmlInput: {
            // Kept when the stand-in leaves (not reset to null), for the focus hand-over.
            ref: (element: HTMLInputElement | null) => {
              if (element) inputRef.current = element;
            },
            className: 'MuiAutocomplete-input',
            role: 'combobox',
            'aria-expanded': false,
            'aria-autocomplete': 'list',
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
          },
        }}
      />
    </Box>
  );
}
