import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ExportButton, TopToolbar, downloadCSV, useListContext, useTranslate, type Exporter, type RaRecord } from 'react-admin';
import type { FieldSpec, ResourceSchema } from '../../defineResource';
import { toCsv } from '../csv';
import { fieldLabelKey, resourceNameKey, enumLabelKey } from '../labels';
import { GlobalActions } from '../SchemaActions';
import { SchemaInput } from '../SchemaInput';
import { ColumnChooser } from '../table/ColumnChooser';

export function FilterInput(props: { schema: ResourceSchema<unknown>; field: FieldSpec; source: string; alwaysOn: boolean }) {
  return <SchemaInput schema={props.schema} field={props.field} asFilter />;
}

export function useExporter(schema: ResourceSchema<unknown>): Exporter {
  const translate = useTranslate();
  return (records: RaRecord[]) => {
    const headers = ['ID', ...schema.columns.map((c) => translate(fieldLabelKey(schema, c.key)))];
    const rows = records.map((r) => [
      r.id,
      ...schema.columns.map((c) => (c.kind === 'enum' || c.kind === 'status' ? translate(enumLabelKey(schema, c, r[c.key]), { _: String(r[c.key] ?? '') }) : r[c.key])),
    ]);
    downloadCSV(toCsv(headers, rows), translate(resourceNameKey(schema)));
  };
}

function ResetFiltersButton() {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  if (!Object.keys(filterValues ?? {}).length) return null;
  return (
    <Button size="small" onClick={() => setFilters({}, [])}>
      {translate('engine.action.reset')}
    </Button>
  );
}

export function ListActions({ schema, onCreate }: { schema: ResourceSchema<unknown>; onCreate: () => void }) {
  const translate = useTranslate();
  const canCreate = Boolean(schema.api?.save ?? schema.api?.create ?? schema.restUrl);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <ResetFiltersButton />
      {canCreate && (
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={onCreate}>
          {translate('engine.action.add')}
        </Button>
      )}
      <GlobalActions schema={schema} />
      <ColumnChooser schema={schema} />
      {schema.exportCsv && <ExportButton maxResults={500} label="engine.action.export" />}
    </TopToolbar>
  );
}

