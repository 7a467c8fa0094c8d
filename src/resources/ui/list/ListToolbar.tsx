import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
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
    // react-admin's TopToolbar as it was drawn here, without it and MUI's Toolbar (first list page,
    // docs/decisions/316-list-without-list-view.md).
    <Box
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        gap: 1,
        whiteSpace: 'nowrap',
        flex: { xs: '0 1 100%', md: '0 1 auto' },
        px: { xs: 0, sm: 0.5 },
        pt: 0,
        pb: { xs: 0, sm: 1 },
        minHeight: { xs: 56, sm: 0 },
        ml: 'auto',
        maxWidth: '100%',
        [theme.breakpoints.down('sm')]: { bgcolor: 'background.paper', '@media (orientation: landscape)': { minHeight: 48 } },
      })}
    >
      {canCreate && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onCreate}>
          {translate('engine.action.add')}
        </Button>
      )}
      <GlobalActions schema={schema} />
      <ColumnChooser schema={schema} />
      {schema.exportCsv && <ExportMenu schema={schema} />}
      <ImportButtons schema={schema} />
    </Box>
  );
}
