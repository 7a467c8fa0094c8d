import { Suspense, useEffect, useRef } from 'react';
import { lazyInPlace } from './lazyPlaces';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Button, Skeleton, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import {
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  SelectInput,
  TextInput,
  useInput,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { isEditable, isVisible, type FieldSpec, type AnyResourceSchema } from '../defineResource';
import { rendererOf } from '../widgetRegistry';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import { enumLabelKey, fieldLabelKey } from './labels';
import { referenceParams, useReferenceOptions } from './useReferenceOptions';
import { ReferencesInput } from './ReferencesInput';

// The picker library loads with the first date range shown, not with every list.
const DateRangePicker = lazyInPlace(() => import('./DateRangePicker'));
const DateInput = lazyInPlace(() => import('./DateRangePicker').then((m) => ({ default: m.DateInput })));

/**
 * The form input of one schema field. Conditional fields render nothing while hidden (and the
 * resolver neither requires nor sends them). Widgets registered by name replace the fallbacks.
 */
interface InputProps {
  schema: AnyResourceSchema;
  field: FieldSpec;
  /** In the list's search form: no "required", selects can be cleared. */
  asFilter?: boolean;
  /** Shown but not changeable (the field's `editableWhen` refuses the current values). */
  disabled?: boolean;
}

const fullWidth = { fullWidth: true } as const;

function useLabel(schema: AnyResourceSchema, field: FieldSpec, asFilter: boolean): string {
  const translate = useTranslate();
  const label = translate(fieldLabelKey(schema, field.key));
  return field.required && !asFilter ? `${label} *` : label;
}

function ReferenceInput({ schema, field, asFilter = false, disabled }: InputProps) {
  const translate = useTranslate();
  const label = translate(fieldLabelKey(schema, field.key));
  const paramSources = Object.values(field.reference?.params ?? {});
  const watched = useWatch({ name: paramSources });
  const values = Object.fromEntries(paramSources.map((source, i) => [source, (watched as unknown[])[i]]));
  const params = referenceParams(field, values);
  const { data, isPending, isError, refetch } = useReferenceOptions(field, params);
  const { setValue, getValues } = useFormContext();
  // Clear a dependent value when what it depends on changes (not on first render).
  const previous = useRef(JSON.stringify(params));
  useEffect(() => {
    const now = JSON.stringify(params);
    if (previous.current !== now && paramSources.length) {
      if (getValues(field.key) !== null && getValues(field.key) !== undefined) setValue(field.key, null, { shouldDirty: true });
    }
    previous.current = now;
  }, [params, field.key, setValue, getValues, paramSources.length]);

  const waitingFor = params === null ? paramSources[0] : undefined;
  const choices = (data ?? []).map((o) => ({ id: o.id, name: `${'\u3000'.repeat(o.depth)}${o.name}` }));
  return (
    <SelectInput
      source={field.key}
      label={label}
      isRequired={field.required && !asFilter}
      choices={choices}
      // A search filter stays the same select while its options load (they fill it when they
      // arrive): swapping a loading bar for the select mounted ~50 MUI components in the list's
      // first frame (issue 24, docs/performance.md).
      isPending={params !== null && isPending && !asFilter}
      disabled={Boolean(waitingFor) || disabled}
      emptyText={asFilter || !field.required ? ' ' : undefined}
      helperText={
        isError ? (
          <Button size="small" color="error" onClick={() => void refetch()} sx={{ p: 0, minWidth: 0 }}>
            {translate('engine.form.loadOptionsFailed')}
          </Button>
        ) : waitingFor ? (
          // Readable while the select is disabled (the disabled grey is under 4.5:1): it says what to do.
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('engine.form.chooseFirst', { field: translate(fieldLabelKey(schema, waitingFor)) })}
          </Box>
        ) : undefined
      }
      translateChoice={false}
      {...fullWidth}
    />
  );
}

/** Fallback for one image: URL input with a preview. */
function ImageUrlInput({ schema, field }: InputProps) {
  const translate = useTranslate();
  const label = useLabel(schema, field, false);
  const { field: input, fieldState } = useInput({ source: field.key });
  const value = (input.value as string | null) ?? '';
  return (
    <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ width: '100%', mb: 2 }}>
      <MuiTextField
        label={label}
        value={value}
        onChange={(e) => input.onChange(e.target.value)}
        onBlur={input.onBlur}
        placeholder="https://"
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? translate('engine.form.imageUrl')}
        fullWidth
        size="small"
        inputProps={{ 'data-field': field.key }}
      />
      {mediaSrc(value) && <Box component="img" src={mediaSrc(value)} alt={translate('engine.form.preview')} sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />}
    </Stack>
  );
}

function Unregistered({ name }: { name?: string }) {
  // A developer's mistake (a renderer named but no *.widget.tsx of that name), not an operator's message.
  return (
    <Typography color="error" variant="body2">
      {`Widget "${name}" is not registered`}
    </Typography>
  );
}

function KindInput({ schema, field, asFilter = false, disabled }: InputProps) {
  const translate = useTranslate();
  const record = useRecordContext();
  const label = useLabel(schema, field, asFilter);
  // In the search grid no input reserves a helper line, so the row stays one line high.
  const filterHelper = asFilter ? ({ helperText: false } as const) : {};
  const lock = disabled ? ({ disabled: true } as const) : {};
  // The required mark as react-admin draws it (FieldTitle: ` *`, hidden from screen readers), the same on every input.
  // A hint under the input when the schema's messages have one (`resources.<name>.hints.<field>`).
  const hint = asFilter ? '' : translate(`resources.${schema.name}.hints.${field.key}`, { _: '' });
  const marked = { label: translate(fieldLabelKey(schema, field.key)), isRequired: field.required && !asFilter, ...(hint ? { helperText: hint } : {}) };
  const Renderer = asFilter ? undefined : rendererOf(field, 'input');
  if (Renderer) {
    return <Renderer source={field.key} label={label} required={field.required} disabled={disabled} options={field.widget?.options} field={field} schema={schema} />;
  }
  if (field.renderers?.input && !asFilter) return <Unregistered name={field.renderers.input} />;
  switch (field.kind) {
    case 'text':
      return <TextInput source={field.key} {...lock} {...marked} {...fullWidth} {...filterHelper} />;
    case 'textarea':
      return asFilter ? <TextInput source={field.key} {...lock} {...marked} {...fullWidth} {...filterHelper} /> : <TextInput source={field.key} {...lock} {...marked} multiline minRows={3} {...fullWidth} />;
    case 'number':
    case 'money':
      return <NumberInput source={field.key} {...lock} {...marked} step={field.kind === 'money' ? 0.01 : field.integer ? 1 : 'any'} {...fullWidth} {...filterHelper} />;
    case 'enum':
    case 'status': {
      const declared = field.kind === 'status' ? [field.status!.on, field.status!.off] : (field.options ?? []).map((o) => o.value);
      // A stored value outside the declared set is offered as it is, so it shows and stays on save.
      const stored = record?.[field.key];
      const options = (typeof stored === 'string' || typeof stored === 'number') && !declared.some((v) => String(v) === String(stored)) ? [...declared, stored] : declared;
      const choices = options.map((value) => ({ id: value, name: translate(enumLabelKey(schema, field, value), { _: String(value) }) }));
      if (field.kind === 'status' && !asFilter) return <RadioButtonGroupInput source={field.key} {...lock} label={label} choices={choices} translateChoice={false} />;
      // A required select offers values only: an empty field shows its label, never a blank option
      // that can be picked (react-admin's `isRequired`, which draws the asterisk itself).
      const required = field.required && !asFilter;
      return <SelectInput source={field.key} {...lock} label={required ? translate(fieldLabelKey(schema, field.key)) : label} isRequired={required} choices={choices} translateChoice={false} emptyText={required ? undefined : ' '} {...fullWidth} {...filterHelper} />;
    }
    case 'boolean':
      return <BooleanInput source={field.key} {...lock} label={label} />;
    case 'date':
    case 'datetime':
      // MUI X pickers in zh-CN (no native mm/dd/yyyy inputs), loaded with the first date shown.
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={48} sx={{ width: '100%', mb: asFilter ? 0 : 2 }} />}>
          <Box sx={{ mb: asFilter ? 0 : 2, width: '100%' }}>
            <DateInput source={field.key} label={label} time={field.kind === 'datetime'} />
          </Box>
        </Suspense>
      );
    case 'reference':
      return <ReferenceInput schema={schema} field={field} asFilter={asFilter} disabled={disabled} />;
    case 'references':
      return <ReferencesInput schema={schema} field={field} label={label} />;
    case 'dateRange':
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={40} sx={{ width: asFilter ? 340 : '100%', mb: asFilter ? 0 : 2 }} />}>
          <DateRangePicker range={field.range!} label={asFilter ? translate(fieldLabelKey(schema, field.key)) : label} asFilter={asFilter} />
        </Suspense>
      );
    case 'richText':
      // Fallback while no `richText` widget is registered: the HTML source, so nothing is lost.
      return <TextInput source={field.key} {...lock} {...marked} multiline minRows={6} {...fullWidth} />;
    case 'simpleMedia':
      return <ImageUrlInput schema={schema} field={field} />;
    case 'gallery':
    case 'widget':
      return <Unregistered name={field.widget?.name} />;
  }
}

/** The kind's input, disabled while the field's `editableWhen` refuses the values (a fieldset disables every control inside). */
function EditableInput(props: InputProps) {
  const dep = props.field.editableWhen?.field;
  const watched = useWatch({ name: dep ?? '__none__', disabled: !dep });
  const disabled = Boolean(dep && !props.asFilter && !isEditable(props.field, { [dep]: watched }));
  if (!dep || props.asFilter) return <KindInput {...props} />;
  return (
    <Box component="fieldset" disabled={disabled} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-field-disabled={disabled || undefined}>
      <KindInput {...props} disabled={disabled} />
    </Box>
  );
}

export function SchemaInput(props: InputProps) {
  const dep = props.field.visibleWhen?.field;
  const watched = useWatch({ name: dep ?? '__none__', disabled: !dep });
  if (dep && !props.asFilter && !isVisible(props.field, { [dep]: watched })) return null;
  return <EditableInput {...props} />;
}


