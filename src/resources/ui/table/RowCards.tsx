import { memo, useCallback } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { FieldSpec, AnyResourceSchema } from '../../defineResource';
import { cellContent } from '../list/ListColumns';
import { useStatusRunner } from '../StatusToggle';
import { usePageLabels } from './referenceLabels';
import { RowActions } from '../list/RowActions';
import { fieldLabelKey } from '../labels';
import { recordName } from '../recordName';
import { rowActionsOf, type RowActionKey } from './rowActions';
import { RowCheckbox, type RowProps } from './TableRow';

/**
 * Phone width (issue 13, 390 px): one card per record — its name as the title, the shown columns
 * as label/value pairs, every action as a button at the bottom (no sideways scrolling to reach them).
 */
const RowCard = memo(function RowCard({
  schema,
  record,
  columns,
  selectable,
  selected,
  onToggle,
  onRun,
  busyKey,
  labels,
  status,
}: Omit<RowProps, 'index' | 'measure'>) {
  const translate = useTranslate();
  const name = recordName(schema, record);
  const run = useCallback((key: RowActionKey) => onRun(record, key), [onRun, record]);
  const titleId = `${schema.name}-card-${String(record.id)}`;
  const reads = { labels, status };
  return (
    <li className="lt-card" aria-labelledby={titleId} data-testid="list-card">
      <h3 className="lt-card-head">
        {selectable && <RowCheckbox id={record.id} name={name} selected={selected} onToggle={onToggle} />}
        <span id={titleId}>{name}</span>
      </h3>
      <dl className="lt-card-fields">
        {columns.map((field) => (
          <div key={field.key} style={{ display: 'contents' }}>
            <dt>{translate(fieldLabelKey(schema, field.key))}</dt>
            <dd className={`column-${field.key}`}>{cellContent(schema, field, record, translate, reads)}</dd>
          </div>
        ))}
      </dl>
      <div className="lt-card-actions">
        <RowActions
          actions={rowActionsOf(schema, record, translate)}
          recordLabel={name}
          busyKey={busyKey}
          onRun={run}
          all
        />
      </div>
    </li>
  );
});

export function RowCards(props: {
  schema: AnyResourceSchema;
  records: readonly RaRecord[];
  columns: readonly FieldSpec[];
  selectable: boolean;
  isSelected: (id: RaRecord['id']) => boolean;
  onToggle: (id: RaRecord['id']) => void;
  onRun: (record: RaRecord, key: RowActionKey) => void;
  running: { id: RaRecord['id']; key: RowActionKey; busy: boolean } | null;
}) {
  const { schema, records, columns, selectable, isSelected, onToggle, onRun, running } = props;
  const labels = usePageLabels();
  const status = useStatusRunner();
  return (
    <ul className="lt-cards">
      {records.map((record) => (
        <RowCard
          key={String(record.id)}
          schema={schema}
          record={record}
          columns={columns}
          selectable={selectable}
          selected={isSelected(record.id)}
          onToggle={onToggle}
          onRun={onRun}
          busyKey={running?.busy && running.id === record.id ? running.key : undefined}
          labels={labels}
          status={status}
        />
      ))}
    </ul>
  );
}
