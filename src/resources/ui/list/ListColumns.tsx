import { memo, type ReactNode } from 'react';
import { RecordContextProvider, useTranslate, type RaRecord, type SortPayload } from 'react-admin';
import { deployment } from '../../../deployment';
import { columnSortSupport } from '../../sorting';
import type { FieldSpec, AnyResourceSchema } from '../../defineResource';
import { listValue, listWidget } from '../FieldDisplay';
import { fieldLabelKey } from '../labels';
import { ReorderCell, reorderActionOf } from '../SchemaActions';
import { statusSwitch, type StatusRunner } from '../StatusToggle';
import { referenceCell, type PageLabels } from '../table/referenceLabels';

/**
 * How a column's cells lay out, by what they hold (issue 23: every column readable at 1280 px):
 * `text` wraps (at most two lines for a long one, within a floor and a cap), `time` breaks between
 * the date and the time, `num` (tabular figures), `tag` (chips, yes/no), `code` (a copyable
 * number) and `media` never wrap. listTable.css gives each its widths.
 */
export type ColumnType = 'text' | 'time' | 'num' | 'tag' | 'code' | 'media';

export function columnType(field: FieldSpec): ColumnType {
  switch (field.kind) {
    case 'number':
    case 'money':
      return 'num';
    case 'enum':
    case 'status':
    case 'boolean':
      return 'tag';
    case 'date':
    case 'datetime':
    case 'dateRange':
      return 'time';
    case 'gallery':
    case 'simpleMedia':
      return 'media';
    default:
      return field.copyable ? 'code' : 'text';
  }
}

const classes = new WeakMap<FieldSpec, string>();
/**
 * A column's cell class (`column-<key> lt-w-<type>`, `lt-first` on the first column, pinned left
 * while the table scrolls), computed once per field: it is read for every cell of a page.
 */
export function columnClass(field: FieldSpec, first = false): string {
  let base = classes.get(field);
  if (base === undefined) {
    base = `column-${field.key} lt-w-${columnType(field)}`;
    classes.set(field, base);
  }
  return first ? `${base} lt-first` : base;
}

/**
 * A column's header: a sort button where the list can sort by it (src/resources/sorting.ts); a
 * column declared sortable that the server cannot sort says why (native title on hover, the same
 * words for screen readers), instead of silently not sorting. Memoised: the headers stay as they
 * are when a page of data arrives (issue 24).
 */
export const ColumnHeader = memo(function ColumnHeader({
  schema,
  field,
  first = false,
  sort,
  setSort,
}: {
  schema: AnyResourceSchema;
  field: FieldSpec;
  /** The first column: pinned left while the table scrolls sideways. */
  first?: boolean;
  sort: SortPayload;
  setSort: (sort: SortPayload) => void;
}) {
  const translate = useTranslate();
  const label = translate(fieldLabelKey(schema, field.key));
  const support = columnSortSupport(schema, field, deployment.sort);
  // A cut-off text's width is its cap (FieldDisplay's max-width), not a floor the column keeps.
  const style = field.width && !field.ellipsis ? { width: field.width } : undefined;
  if (support === 'sortable') {
    const current = sort.field === field.key ? sort.order : undefined;
    return (
      <th
        scope="col"
        className={columnClass(field, first)}
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
      <th scope="col" className={columnClass(field, first)} style={style}>
        <span className="lt-nosort" title={why}>
          {label}
          <span className="lt-sr">（{why}）</span>
        </span>
      </th>
    );
  }
  return (
    <th scope="col" className={columnClass(field, first)} style={style}>
      {label}
    </th>
  );
});

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a table reads once and hands to its rows, so that cells need no hooks of their own. */
export interface CellReads {
  /** The page's reference labels (../table/referenceLabels.tsx); without them a reference cell reads its own. */
  labels?: PageLabels;
  /** The table's status runner (../StatusToggle.tsx); without it no status switch is drawn. */
  status?: StatusRunner | null;
}

/**
 * A cell's content: the status switch, the reorder arrows, a widget's list display, or the
 * field's plain list value. A function, not a component: it runs for every cell of a page
 * (issue 14); the parts with state are components of their own. Only those read the record
 * from a record context, so only they get one (issue 24: not one per row).
 */
export function cellContent(
  schema: AnyResourceSchema,
  field: FieldSpec,
  record: RaRecord,
  translate: Translate,
  reads: CellReads = {},
): ReactNode {
  if (field.kind === 'status' && field.toggle && schema.api?.status)
    return statusSwitch(schema, record, reads.status, translate);
  const reorder = reorderActionOf(schema, field.key);
  if (reorder)
    return (
      <RecordContextProvider value={record}>
        <ReorderCell schema={schema} field={field} name={reorder[0]} action={reorder[1]} />
      </RecordContextProvider>
    );
  const widget = listWidget(field, schema, record);
  if (widget !== undefined) return <RecordContextProvider value={record}>{widget}</RecordContextProvider>;
  if (reads.labels && (field.kind === 'reference' || field.kind === 'references'))
    return referenceCell(field, record, reads.labels);
  return listValue(schema, field, record, translate);
}
