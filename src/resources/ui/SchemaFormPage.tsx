import { Create, Edit, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { Link, useSearchParams } from 'react-router-dom';
import type { ResourceSchema } from '../defineResource';
import { singularKey } from './labels';
import { SchemaForm } from './SchemaForm';
import { EditLoadError, keepPageOnLoadError } from './LoadError';

/** Create/edit page at the schema's form route; `?id=` edits that record. */
export function SchemaFormPage({ schema }: { schema: ResourceSchema<unknown> }) {
  const [search] = useSearchParams();
  const id = search.get('id');
  const translate = useTranslate();
  const name = translate(singularKey(schema));
  const back = () => schema.routes.list;
  const cancel = (
    <Button sx={{ ml: 2 }} component={Link} to={schema.routes.list}>
      {translate('engine.action.back')}
    </Button>
  );
  if (id) {
    return (
      <Edit
        resource={schema.name}
        id={id}
        mutationMode="pessimistic"
        redirect={back}
        title={translate('engine.form.editTitle', { name })}
        actions={false}
        queryOptions={keepPageOnLoadError}
        error={<EditLoadError listRoute={schema.routes.list} />}
      >
        <SchemaForm schema={schema} toolbarExtra={cancel} />
      </Edit>
    );
  }
  return (
    <Create resource={schema.name} redirect={back} title={translate('engine.form.addTitle', { name })}>
      <SchemaForm schema={schema} toolbarExtra={cancel} />
    </Create>
  );
}
