import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { TopToolbar, useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { GlobalActions } from '../SchemaActions';
import { ExportMenu } from '../export/ExportMenu';
import { ImportButtons } from '../import/ImportButtons';
import { ColumnChooser } from '../table/ColumnChooser';

/**
 * The list's toolbar, on its own row under the search form (../search/SearchForm.tsx) and
 * right-aligned: 新增, the schema's global actions, the column chooser, 导出 (the page or every
 * page of the current filter, .xlsx or CSV, ../export/) and 导入 / 下载模板 (../import/).
 */
export function ListActions({ schema, onCreate }: { schema: AnyResourceSchema; onCreate: () => void }) {
  const translate = useTranslate();
  const canCreate = Boolean(schema.api?.save ?? schema.api?.create ?? schema.restUrl);
  return (
    // Wraps onto a second row on a phone (新增, 导出, 导入, 下载模板 do not fit 390 px in one row).
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 1, minHeight: { sm: 0 }, pt: 0, pb: 1, ml: 'auto', maxWidth: '100%' }}>
      {canCreate && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onCreate}>
          {translate('engine.action.add')}
        </Button>
      )}
      <GlobalActions schema={schema} />
      <ColumnChooser schema={schema} />
      {schema.exportCsv && <ExportMenu schema={schema} />}
      <ImportButtons schema={schema} />
    </TopToolbar>
  );
}
