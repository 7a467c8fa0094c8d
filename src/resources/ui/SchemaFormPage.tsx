import { Create, Edit, useRecordContext, useTranslate } from 'react-admin';
import { Box, Button, Typography } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import type { AnyResourceSchema } from '../defineResource';
import { singularKey } from './labels';
import { SchemaForm } from './SchemaForm';
import { EditLoadError, keepPageOnLoadError } from './LoadError';

/** The page's heading: 新增X, or 编辑X：<record label> once the record is there. */
function FormHeading({ schema, editing }: { schema: AnyResourceSchema; editing: boolean }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const name = translate(singularKey(schema));
  const label = schema.recordLabel ? record?.[schema.recordLabel] : undefined;
  const text = !editing
    ? translate('engine.form.addTitle', { name })
    : typeof label === 'string' || typeof label === 'number'
      ? translate('engine.form.editTitleOf', { name, label })
      : translate('engine.form.editTitle', { name });
  return (
    <Typography variant="h6" component="h1" sx={{ px: { xs: 1, sm: 2 }, pt: 2 }}>
      {text}
    </Typography>
  );
}

/** Create/edit page at the schema's form route; `?id=` edits that record. */
export function SchemaFormPage({ schema }: { schema: AnyResourceSchema }) {
  const [search] = useSearchParams();
  const id = search.get('id');
  const translate = useTranslate();
  const name = translate(singularKey(schema));
  const back = () => schema.routes.list;
  // A form of titled sections draws them as cards of their own, not inside the page's card.
  const component = schema.form.sections.some((s) => s.title) ? 'div' : undefined;
  const cancel = (
    <Button sx={{ ml: 2 }} component={Link} to={schema.routes.list}>
      {translate('engine.action.back')}
    </Button>
  );
  const body = (
    <Box data-testid={`${schema.name}-editor`}>
      <FormHeading schema={schema} editing={Boolean(id)} />
      <SchemaForm schema={schema} toolbarExtra={cancel} />
    </Box>
  );
  if (id) {
    return (
      <Edit
        key={id}
        resource={schema.name}
        id={id}
        mutationMode="pessimistic"
        redirect={back}
        title={translate('engine.form.editTitle', { name })}
        actions={false}
        component={component}
        queryOptions={keepPageOnLoadError}
        error={<EditLoadError listRoute={schema.routes.list} />}
      >
        {body}
      </Edit>
    );
  }
  return (
    <Create resource={schema.name} redirect={back} title={translate('engine.form.addTitle', { name })} component={component}>
      {body}
    </Create>
  );
}
