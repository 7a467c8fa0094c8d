import { useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { useBulkSelection } from '../table/bulkSelection';
import { useExport } from './useExport';
import '../../../../i18n/parts/exportProgress';

/**
 * 导出选中 in the bulk bar: the selected records — also those on other pages, or every record of
 * the filter after 选择全部 N 项 (the list's `resolveSelected`) — in the format chosen in the
 * toolbar's 导出 menu (Excel by default).
 */
export function ExportSelectedButton({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const { resolveSelected } = useBulkSelection();
  const { start, busy, dialog } = useExport(schema);
  return (
    <>
      <button type="button" className="lt-link" disabled={busy} aria-busy={busy || undefined} onClick={() => void start({ kind: 'selected', resolve: resolveSelected })}>
        {translate('export.selected')}
      </button>
      {dialog}
    </>
  );
}
