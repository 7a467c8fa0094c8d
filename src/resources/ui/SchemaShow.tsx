import { Box, Typography } from '@mui/material';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { ResourceSchema } from '../defineResource';
import { FieldDisplay } from './FieldDisplay';
import { fieldLabelKey, singularKey } from './labels';
import { keepPageOnLoadError, ShowLoadError } from './LoadError';
import { RecordActions, actionsOf } from './SchemaActions';

/** Every `show` field of the record, label above value (two columns on wide screens). */
export function SchemaShowLayout({ schema }: { schema: ResourceSchema<unknown> }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const fields = schema.fields.filter((f) => f.show);
  return (
    <Box data-testid="schema-show" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, p: 1 }}>
      {fields.map((field) => {
        const wide = field.kind === 'richText' || field.kind === 'gallery' || field.kind === 'textarea';
        return (
          <Box key={field.key} sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {translate(fieldLabelKey(schema, field.key))}
            </Typography>
            <Box sx={{ mt: 0.5, wordBreak: 'break-word' }}>
              <FieldDisplay schema={schema} field={field} record={record} />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** Details page at the schema's show route (`?id=`), with the schema's record actions above it. */
export function SchemaShowPage({ schema }: { schema: ResourceSchema<unknown> }) {
  const [search] = useSearchParams();
  const translate = useTranslate();
  const id = search.get('id') ?? '';
  return (
    <Show
      resource={schema.name}
      id={id}
      title={translate('engine.show.title', { name: translate(singularKey(schema)) })}
      actions={
        actionsOf(schema, 'record').length ? (
          <TopToolbar>
            <RecordActions schema={schema} />
          </TopToolbar>
        ) : (
          false
        )
      }
      queryOptions={keepPageOnLoadError}
      error={<ShowLoadError listRoute={schema.routes.list} />}
    >
      <SchemaShowLayout schema={schema} />
    </Show>
  );
}
