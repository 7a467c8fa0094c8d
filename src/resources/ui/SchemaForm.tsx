import { useMemo } from 'react';
import { SimpleForm, Toolbar, SaveButton, useCanBlock, useTranslate, type SimpleFormProps } from 'react-admin';
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
export function SchemaForm({ schema, toolbarExtra, ...rest }: { schema: ResourceSchema<unknown>; toolbarExtra?: React.ReactNode } & Omit<SimpleFormProps, 'children'>) {
  const translate = useTranslate();
  const resolver = useMemo(() => schemaResolver(schema, translate), [schema, translate]);
  const canBlock = useCanBlock();
  return (
    <SimpleForm
      resolver={resolver}
      warnWhenUnsavedChanges={canBlock}
      defaultValues={defaultValues(schema)}
      mode="onSubmit"
      reValidateMode="onChange"
      toolbar={
        <Toolbar>
          <SaveButton label="engine.action.save" />
          {toolbarExtra}
        </Toolbar>
      }
      {...rest}
    >
      {!canBlock && <UnsavedChangesGuard />}
      <Box sx={{ width: '100%', maxWidth: 880, display: 'grid', gap: 0.5 }}>
        {formFields(schema).map((field) => (
          <SchemaInput key={field.key} schema={schema} field={field} />
        ))}
      </Box>
    </SimpleForm>
  );
}
