import type { ReactNode } from 'react';
import { Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { deployment } from '../../../deployment';
import { columnSortSupport } from '../../sorting';
import type { FieldSpec, ResourceSchema } from '../../defineResource';
import { FieldDisplay } from '../FieldDisplay';
import { fieldLabelKey } from '../labels';
import { ReorderCell, reorderActionOf } from '../SchemaActions';
import { StatusToggle } from '../StatusToggle';

/** A column declared sortable that the server cannot sort says so, instead of silently not sorting. */
export function ColumnLabel({ schema, field }: { schema: ResourceSchema<unknown>; field: FieldSpec }) {
  const translate = useTranslate();
  const label = translate(fieldLabelKey(schema, field.key));
  if (columnSortSupport(schema, field, deployment.sort) !== 'serverCannotSort') return <>{label}</>;
  return (
    <Tooltip title={translate('engine.load.serverSortOff')}>
      <span>{label}</span>
    </Tooltip>
  );
}

export function Column({ schema, field }: { schema: ResourceSchema<unknown>; field: FieldSpec }): ReactNode {
  const record = useRecordContext();
  if (!record) return null;
  if (field.kind === 'status' && field.toggle && schema.api?.status) return <StatusToggle schema={schema} />;
  const reorder = reorderActionOf(schema, field.key);
  if (reorder) return <ReorderCell schema={schema} field={field} name={reorder[0]} action={reorder[1]} />;
  return <FieldDisplay schema={schema} field={field} record={record} inList />;
}

