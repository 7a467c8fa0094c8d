import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceSchema } from '../../defineResource';
import { BulkActions } from '../SchemaActions';
import { BulkDeleteFlow } from './RowRunner';

/**
 * Over the table while rows are selected: 已选择 N 项, the schema's bulk actions, 批量删除 (red,
 * asks with the count) and 取消选择. Mounted only while something is selected.
 */
export function BulkBar({ schema }: { schema: ResourceSchema<unknown> }) {
  const translate = useTranslate();
  const { selectedIds, onUnselectItems } = useListContext();
  const [deleting, setDeleting] = useState(false);
  return (
    <div className="lt-bulk" role="region" aria-label={translate('engine.table.bulkRegion')} data-testid="bulk-bar">
      <span className="lt-bulk-count" aria-live="polite">
        {translate('ra.action.bulk_actions', { smart_count: selectedIds.length })}
      </span>
      <BulkActions schema={schema} />
      {schema.bulkDelete && (
        <button type="button" className="lt-link" data-tone="danger" onClick={() => setDeleting(true)}>
          {translate('engine.table.bulkDelete')}
        </button>
      )}
      <button type="button" className="lt-link" onClick={() => onUnselectItems()}>
        {translate('engine.table.unselect')}
      </button>
      {deleting && <BulkDeleteFlow schema={schema} onFinish={() => setDeleting(false)} />}
    </div>
  );
}
