import type { ReactNode } from 'react';
import { useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { deployment } from '../../../deployment';
import { columnSortSupport } from '../../sorting';
import type { FieldSpec, ResourceSchema } from '../../defineResource';
import { listValue, listWidget } from '../FieldDisplay';
import { fieldLabelKey } from '../labels';
import { ReorderCell, reorderActionOf } from '../SchemaActions';
import { StatusToggle } from '../StatusToggle';

/**
 * A column's header: a sort button where the list can sort by it (src/resources/sorting.ts); a
 * column declared sortable that the server cannot sort says why (native title on hover, the same
 * words for screen readers), instead of silently not sorting.
 */
export function ColumnHeader({
  schema,
  field,
  sort,
  setSort,
}: {
  schema: ResourceSchema<unknown>;
  field: FieldSpec;
  sort: SortPayload;
  setSort: (sort: SortPayload) => void;
}) {
  const translate = useTranslate();
  const label = translate(fieldLabelKey(schema, field.key));
  const support = columnSortSupport(schema, field, deployment.sort);
  const style = field.width ? { width: field.width } : undefined;
  if (support === 'sortable') {
    const current = sort.field === field.key ? sort.order : undefined;
    return (
      <th
        scope="col"
        className={`column-${field.key}`}
        style={style}
        aria-sort={current === 'ASC' ? 'ascending' : current === 'DESC' ? 'descending' : 'none'}
      >
        <button
          type="button"
          className="lt-sort"
          onClick={() => setSort({ field: field.key, order: current === 'ASC' ? 'DESC' : 'ASC' })}
        >
          {label}
          <span className="lt-sort-arrow" aria-hidden="true" />
        </button>
      </th>
    );
  }
  if (support === 'serverCannotSort') {
    const why = translate('engine.load.serverSortOff');
    return (
      <th scope="col" className={`column-${field.key}`} style={style}>
        <span className="lt-nosort" title={why}>
          {label}
          <span className="lt-sr">（{why}）</span>
        </span>
      </th>
    );
  }
  return (
    <th scope="col" className={`column-${field.key}`} style={style}>
      {label}
    </th>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A cell's content: the status switch, the reorder arrows, a widget's list display, or the
 * field's plain list value. A function, not a component: it runs for every cell of a page
 * (issue 14); the parts with state are components of their own.
 */
export function cellContent(
  schema: ResourceSchema<unknown>,
  field: FieldSpec,
  record: RaRecord,
  translate: Translate,
): ReactNode {
  if (field.kind === 'status' && field.toggle && schema.api?.status) return <StatusToggle schema={schema} />;
  const reorder = reorderActionOf(schema, field.key);
  if (reorder) return <ReorderCell schema={schema} field={field} name={reorder[0]} action={reorder[1]} />;
  return listWidget(field) ?? listValue(schema, field, record, translate);
}
