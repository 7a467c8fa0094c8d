import { Autocomplete, Button, TextField } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useInput, useTranslate } from 'react-admin';
import type { FieldSpec, AnyResourceSchema } from '../defineResource';
import { fieldLabelKey } from './labels';
import { referenceParams, useReferenceOptions, type RefOption } from './useReferenceOptions';

/**
 * Input of a `field.references(...)`: many ids of one source in a multi-select with chips. The
 * options load like a single reference's (same source, same cache); a stored id that is no
 * longer among the options stays as a chip with its id, so a save never drops it.
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
  const ids: Array<string | number> = Array.isArray(input.value) ? (input.value as Array<string | number>) : [];
  const options = data ?? [];
  const byId = new Map(options.map((o) => [String(o.id), o]));
  const selected: RefOption[] = ids.map((id) => byId.get(String(id)) ?? { id, name: String(id), depth: 0 });
  const waitingFor = params === null ? paramSources[0] : undefined;
  const helper =
    fieldState.error?.message ??
    (waitingFor
      ? translate('engine.form.chooseFirst', { field: translate(fieldLabelKey(schema, waitingFor)) })
      : undefined);
  return (
    <Autocomplete
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
      onChange={(_event, next) => input.onChange(next.map((o) => o.id))}
      onBlur={input.onBlur}
      renderInput={(inputParams) => (
        <TextField
          {...inputParams}
          label={label}
          name={field.key}
          error={Boolean(fieldState.error)}
          helperText={
            isError ? (
              <Button size="small" color="error" onClick={() => void refetch()} sx={{ p: 0, minWidth: 0 }}>
                {translate('engine.form.loadOptionsFailed')}
              </Button>
            ) : (
              helper
            )
          }
        />
      )}
    />
  );
}
