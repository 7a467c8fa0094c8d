import { useEffect, useMemo } from 'react';
import { useFormState } from 'react-hook-form';
import { SimpleForm, Toolbar, SaveButton, useCanBlock, useRecordContext, useTranslate, type SimpleFormProps } from 'react-admin';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { Box } from '@mui/material';
import { formFields, type ResourceSchema } from '../defineResource';
import { initialValue } from '../fields';
import { schemaResolver } from './resolver';
import { SchemaInput } from './SchemaInput';

/** Default values of a new record (declared defaults, e.g. status on, a date from today). */
export function defaultValues(schema: ResourceSchema<unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of formFields(schema)) {
    const value = initialValue(f);
    if (value !== undefined) out[f.key] = value;
  }
  return out;
}

/**
 * The generated form: every editable field in declaration order, schema validation, a warning
 * before leaving with unsaved changes. Saves are pessimistic, so a failed save (business
 * error, 500, timeout) leaves every typed value in place.
 */
/** Tells the host (e.g. a dialog) whether the form holds unsaved input. */
function DirtyReporter({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { dirtyFields, isSubmitSuccessful } = useFormState();
  const dirty = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => onChange(dirty), [dirty, onChange]);
  return null;
}

/**
 * react-admin resets the form whenever its reset effect runs. A kept-alive form (src/layout/
 * tagsView/KeepAliveOutlet.tsx renders it in <Activity>) runs its effects again each time its
 * tag is shown: without this the half-typed values would be wiped on every tag switch. A change
 * of record id still resets everything (react-admin drops these options then). Module-level so
 * the reference is stable (it is an effect dependency).
 */
const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

/**
 * Save stays enabled on an untouched form, so pressing it shows what is missing instead of a
 * silent grey button; it is disabled only while a save is running (no double submit).
 */
function FormSaveButton() {
  const { isSubmitting } = useFormState();
  return <SaveButton label="engine.action.save" alwaysEnable={!isSubmitting} />;
}

export function SchemaForm({
  schema,
  toolbarExtra,
  onDirtyChange,
  ...rest
}: { schema: ResourceSchema<unknown>; toolbarExtra?: React.ReactNode; onDirtyChange?: (dirty: boolean) => void } & Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resolver = useMemo(() => schemaResolver(schema, translate, record), [schema, translate, record]);
  const canBlock = useCanBlock();
  // The ends of a date range are edited by the range's one control.
  const rangeEnds = new Set(formFields(schema).flatMap((f) => (f.range && !f.range.on ? [f.range.from, f.range.to] : [])));
  return (
    <SimpleForm
      resolver={resolver}
      // The schema resolver gives the Chinese messages; the browser's own constraint check (e.g.
      // `min` of a number input) would block the submit with its own popup and hide them.
      noValidate
      warnWhenUnsavedChanges={canBlock}
      defaultValues={defaultValues(schema)}
      resetOptions={KEEP_TYPED_VALUES}
      mode="onSubmit"
      reValidateMode="onChange"
      toolbar={
        <Toolbar>
          <FormSaveButton />
          {toolbarExtra}
        </Toolbar>
      }
      {...rest}
    >
      {!canBlock && <UnsavedChangesGuard />}
      {onDirtyChange && <DirtyReporter onChange={onDirtyChange} />}
      <Box sx={{ width: '100%', maxWidth: 880, display: 'grid', gap: 0.5 }}>
        {formFields(schema)
          .filter((field) => !rangeEnds.has(field.key))
          .map((field) => (
            <SchemaInput key={field.key} schema={schema} field={field} />
          ))}
      </Box>
    </SimpleForm>
  );
}
