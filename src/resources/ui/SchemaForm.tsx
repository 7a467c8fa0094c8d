import { useEffect, useMemo } from 'react';
import { useFormState } from 'react-hook-form';
import { SimpleForm, Toolbar, SaveButton, useCanBlock, useRecordContext, useTranslate, type SimpleFormProps } from 'react-admin';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { Box } from '@mui/material';
import { formFields, type ResourceSchema } from '../defineResource';
import { schemaResolver } from './resolver';
import { SchemaInput } from './SchemaInput';

/** Default values of a new record (declared defaults, e.g. status on). */
export function defaultValues(schema: ResourceSchema<unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of formFields(schema)) if (f.defaultValue !== undefined) out[f.key] = f.defaultValue;
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
  return (
    <SimpleForm
      resolver={resolver}
      // The schema resolver gives the Chinese messages; the browser's own constraint check (e.g.
      // `min` of a number input) would block the submit with its own popup and hide them.
      noValidate
      warnWhenUnsavedChanges={canBlock}
      defaultValues={defaultValues(schema)}
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
        {formFields(schema).map((field) => (
          <SchemaInput key={field.key} schema={schema} field={field} />
        ))}
      </Box>
    </SimpleForm>
  );
}
