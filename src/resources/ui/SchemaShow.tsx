import { Suspense } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  CircularProgress,
  Skeleton,
  Stack,
  Typography,
  type Theme,
} from '@mui/material';
import { Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { isVisible, type AnyResourceSchema, type FieldSpec } from '../defineResource';
import type { ShowSectionSpec } from '../showLayout';
import { requireShowPart, showParts, type ShowPartRegistry } from '../showParts';
import { rendererOf } from '../widgetRegistry';
import { EnumChip, FieldDisplay } from './FieldDisplay';
import { fieldLabelKey, singularKey } from './labels';
import { keepPageOnLoadError, ShowLoadError } from './LoadError';
import { RecordActions, actionsOf } from './SchemaActions';
import { canEdit } from './table/rowActions';

type Rec = Readonly<Record<string, unknown>>;

/**
 * Record actions sit on the page's background here, not on a card: a danger action's red text is
 * under 4.5:1 on the light grey, so it takes the darker red there (axe, docs/decisions/280).
 */
const READABLE_DANGER = (t: Theme) => ({ '& .MuiButton-colorError:not(.Mui-disabled)': t.palette.mode === 'light' ? { color: t.palette.error.dark, borderColor: t.palette.error.dark } : {} });

/** Kinds that take a whole row of a section. */
const WIDE = new Set<FieldSpec['kind']>(['richText', 'gallery', 'textarea']);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** One field, label above value; `-` when the record has none (a field drawn by a renderer draws its own empty state). */
function Value({ schema, field, record }: { schema: AnyResourceSchema; field: FieldSpec; record: Rec }) {
  const translate = useTranslate();
  // A date range has no value of its own: its ends are the record's `from` / `to` fields.
  const values = field.kind === 'dateRange' && field.range && !field.range.on ? [record[field.range.from], record[field.range.to]] : [record[field.key]];
  const empty = values.every(isEmpty) && !rendererOf(field, 'show');
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(fieldLabelKey(schema, field.key))}
      </Typography>
      <Box sx={{ mt: 0.5, wordBreak: 'break-word' }}>
        {empty ? (
          <Typography component="span" variant="body2">
            -
          </Typography>
        ) : (
          <FieldDisplay schema={schema} field={field} record={record as Record<string, unknown>} />
        )}
      </Box>
    </>
  );
}

function Fields({
  schema,
  section,
  record,
}: {
  schema: AnyResourceSchema;
  section: ShowSectionSpec<FieldSpec>;
  record: Rec;
}) {
  const shown = section.fields.filter((f) => isVisible(f, record));
  if (!shown.length) return null;
  const n = section.columns;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: n > 2 ? '1fr 1fr' : '1fr', md: `repeat(${n}, minmax(0, 1fr))` },
      }}
    >
      {shown.map((field) => (
        <Box
          key={field.key}
          sx={{ minWidth: 0, gridColumn: section.wide.has(field.key) || WIDE.has(field.kind) ? '1 / -1' : undefined }}
        >
          <Value schema={schema} field={field} record={record} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * A declared section: a titled card of its fields, then its custom part (by name, registered in
 * a `*.show.tsx`), which gets the schema, the record and the section.
 */
function Section({
  schema,
  section,
  record,
  parts,
}: {
  schema: AnyResourceSchema;
  section: ShowSectionSpec<FieldSpec>;
  record: Rec;
  parts: ShowPartRegistry;
}) {
  const translate = useTranslate();
  const Part = section.render ? requireShowPart(parts, schema.name, section.render).component : undefined;
  const title = section.title ? translate(section.title) : undefined;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={title}
      data-testid={`${schema.show.testId}-${section.key}`}
    >
      {title && (
        <CardHeader
          title={title}
          slotProps={{ title: { variant: 'subtitle1', fontWeight: 600, component: 'h2' } }}
          sx={{ pb: 0 }}
        />
      )}
      <CardContent>
        <Stack spacing={2}>
          <Fields schema={schema} section={section} record={record} />
          {Part && (
            // Parts are lazy (their modules are loaded with every generated details view).
            <Suspense fallback={<Skeleton variant="rounded" height={48} />}>
              <Part schema={schema} record={record} section={section} />
            </Suspense>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * The record's fields in the schema's show sections (docs/decisions/270-show-sections.md); a
 * schema without sections: every `show` field, label above value (two columns on wide screens).
 */
export function SchemaShowLayout({
  schema,
  parts = showParts,
}: {
  schema: AnyResourceSchema;
  parts?: ShowPartRegistry;
}) {
  const record = useRecordContext();
  if (!record) return null;
  if (!schema.show.declared) {
    const [all] = schema.show.sections;
    return (
      <Box data-testid="schema-show" sx={{ p: 1 }}>
        <Fields schema={schema} section={all} record={record} />
      </Box>
    );
  }
  return (
    <Stack spacing={2} data-testid="schema-show">
      {schema.show.sections.map((section) => (
        <Section key={section.key} schema={schema} section={section} record={record} parts={parts} />
      ))}
    </Stack>
  );
}

/** The heading chip (`show.badge`): the value's chip, `—` when the record has none (custom pages of the schema use it too). */
export function ShowBadge({ schema, field, record }: { schema: AnyResourceSchema; field: FieldSpec; record: Rec }) {
  const translate = useTranslate();
  const value = record[field.key];
  const testId = `${schema.show.testId}-${field.key}`;
  if (isEmpty(value)) {
    const none = translate('engine.show.noValue', { field: translate(fieldLabelKey(schema, field.key)) });
    return <Chip size="small" variant="outlined" label="—" title={none} aria-label={none} data-testid={testId} />;
  }
  return (
    <Box component="span" data-testid={testId}>
      {field.kind === 'enum' || field.kind === 'status' ? (
        <EnumChip schema={schema} field={field} value={value} />
      ) : (
        <FieldDisplay schema={schema} field={field} record={record as Record<string, unknown>} />
      )}
    </Box>
  );
}

/**
 * The heading of a declared details page: the record's name and badge, the schema's record
 * actions, the declared parts (`show.actions`), 编辑 where the record may be edited (the list
 * row's rule) and back to the list.
 */
function Heading({ schema, parts }: { schema: AnyResourceSchema; parts: ShowPartRegistry }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) return null;
  const label = schema.recordLabel ? record[schema.recordLabel] : undefined;
  const editable = schema.routes.form && canEdit(schema) && (schema.editableWhen?.(record) ?? true);
  return (
    <Box sx={[{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }, READABLE_DANGER]}>
      <Typography variant="h6" component="h1">
        {typeof label === 'string' || typeof label === 'number' ? label : translate(singularKey(schema))}
      </Typography>
      {schema.show.badge && <ShowBadge schema={schema} field={schema.show.badge} record={record} />}
      <Box sx={{ flex: 1 }} />
      <RecordActions schema={schema} record={record} variant="outlined" />
      {schema.show.actions.map((name) => {
        const Part = requireShowPart(parts, schema.name, name).component;
        return (
          <Suspense key={name} fallback={null}>
            <Part schema={schema} record={record} />
          </Suspense>
        );
      })}
      {editable && (
        <Button
          variant="outlined"
          component={Link}
          to={`${schema.routes.form}?id=${encodeURIComponent(String(record.id))}`}
        >
          {translate(`resources.${schema.name}.pages.edit`, { _: translate('engine.action.edit') })}
        </Button>
      )}
      <Button component={Link} to={schema.routes.list}>
        {translate('engine.load.backToList')}
      </Button>
    </Box>
  );
}

/** A declared details page once its record is there (a spinner until then). */
function Details({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const record = useRecordContext();
  if (!record) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  return (
    <Stack spacing={2} data-testid={`${schema.show.testId}-details`}>
      <Heading schema={schema} parts={showParts} />
      <SchemaShowLayout schema={schema} />
    </Stack>
  );
}

/** Details page at the schema's show route (`?id=`), with the schema's record actions above it. */
export function SchemaShowPage({ schema }: { schema: AnyResourceSchema }) {
  const [search] = useSearchParams();
  const translate = useTranslate();
  const id = search.get('id') ?? '';
  const declared = schema.show.declared;
  return (
    <Show
      resource={schema.name}
      id={id}
      title={translate('engine.show.title', { name: translate(singularKey(schema)) })}
      actions={
        !declared && actionsOf(schema, 'record').length ? (
          <TopToolbar sx={READABLE_DANGER}>
            <RecordActions schema={schema} />
          </TopToolbar>
        ) : (
          false
        )
      }
      // Declared sections are cards of their own, not inside the page's card; the heading is the page's top.
      component={declared ? 'div' : undefined}
      sx={declared ? { '& .RaShow-noActions': { mt: 0 } } : undefined}
      queryOptions={keepPageOnLoadError}
      error={<ShowLoadError listRoute={schema.routes.list} />}
    >
      {declared ? <Details schema={schema} /> : <SchemaShowLayout schema={schema} />}
    </Show>
  );
}
