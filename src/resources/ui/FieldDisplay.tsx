import { useState, type ReactNode } from 'react';
import { Box, Chip, IconButton, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import type { AnyResourceSchema, FieldSpec } from '../defineResource';
import { mediaSrc } from '../../dataProvider/urlPolicy';
import { rendererOf } from '../widgetRegistry';
import { enumLabelKey } from './labels';
import { Tooltip } from './Tooltip';
import { referenceParams, useReferenceOptions } from './useReferenceOptions';
import { referenceCell, usePageLabels } from './table/referenceLabels';

/** Read-only rendering of one field of a record (list cells and show pages). */
type Rec = Record<string, unknown>;

function Copyable({ text, children }: { text: string; children: ReactNode }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, maxWidth: '100%' }}>
      {children}
      <Tooltip title={translate(copied ? 'engine.action.copied' : 'engine.action.copy')}>
        <IconButton
          size="small"
          aria-label={translate('engine.action.copy')}
          onClick={(event) => {
            event.stopPropagation();
            void navigator.clipboard?.writeText(text).then(() => setCopied(true));
          }}
        >
          <ContentCopyIcon sx={{ fontSize: 14 }} />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function Text({ field, value }: { field: FieldSpec; value: string }) {
  const node = (
    <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
      {value}
    </Typography>
  );
  return field.copyable && value ? <Copyable text={value}>{node}</Copyable> : node;
}

/** The chip colour of an enum or status value (a status is green when on). */
function chipColor(field: FieldSpec, value: unknown) {
  return field.kind === 'status'
    ? String(value) === String(field.status?.on)
      ? 'success'
      : 'default'
    : (field.options?.find((o) => String(o.value) === String(value))?.color ?? 'default');
}

export function EnumChip({ schema, field, value }: { schema: AnyResourceSchema; field: FieldSpec; value: unknown }) {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const color = chipColor(field, value);
  return (
    <Chip
      size="small"
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      label={translate(enumLabelKey(schema, field, value), { _: String(value) })}
    />
  );
}

function ReferenceLabel({ field, record }: { field: FieldSpec; record: Rec }) {
  const params = referenceParams(field, record);
  const { data } = useReferenceOptions(field, params);
  const value = record[field.key];
  if (value === undefined || value === null || value === '') return null;
  const option = data?.find((o) => String(o.id) === String(value));
  return (
    <Typography component="span" variant="body2">
      {option?.name ?? String(value)}
    </Typography>
  );
}

/** Labels of a multi-reference as chips (an id no longer among the options shows as itself). */
function ReferencesLabels({ field, record }: { field: FieldSpec; record: Rec }) {
  const params = referenceParams(field, record);
  const { data } = useReferenceOptions(field, params);
  const value = record[field.key];
  if (!Array.isArray(value) || !value.length) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {value.map((id: unknown) => (
        <Chip
          key={String(id)}
          size="small"
          variant="outlined"
          label={data?.find((o) => String(o.id) === String(id))?.name ?? String(id)}
        />
      ))}
    </Box>
  );
}

function Thumbs({ urls, size }: { urls: unknown[]; size: number }) {
  const safe = urls.flatMap((url) => mediaSrc(url) ?? []);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {safe.map((url) => (
        <Box
          key={url}
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      ))}
    </Box>
  );
}

const COPY_ICON =
  'M16 1H4c-1.1 0-2 .9-2 2v14h2V3h12zm3 4H8c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h11c1.1 0 2-.9 2-2V7c0-1.1-.9-2-2-2m0 16H8V7h11z';

/** A list cell's copy button: plain markup (the list table's stylesheet), the feedback in its title. */
function ListCopyable({ text, children }: { text: string; children: ReactNode }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <span className="lt-copy">
      {children}
      <button
        type="button"
        className="lt-icon"
        aria-label={translate('engine.action.copy')}
        title={translate(copied ? 'engine.action.copied' : 'engine.action.copy')}
        onClick={(event) => {
          event.stopPropagation();
          void navigator.clipboard?.writeText(text).then(() => setCopied(true));
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d={COPY_ICON} />
        </svg>
      </button>
    </span>
  );
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A money value with two decimals, in the currency the field's `currencyFrom` names on the record
 * (`USD 12.50`); '' when the record has no number. Lists keep the bare figure beside their own
 * currency column.
 */
export function moneyText(
  field: Pick<FieldSpec, 'currencyFrom'>,
  value: unknown,
  record: Readonly<Record<string, unknown>>,
): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const currency = field.currencyFrom ? record[field.currencyFrom] : undefined;
  return typeof currency === 'string' && currency ? `${currency} ${value.toFixed(2)}` : value.toFixed(2);
}

/**
 * List cells are plain functions returning plain markup (issue 14): a 50-row page has ~600
 * cells, and a component per layer (value → text → span) was most of a row's render cost. Only
 * what keeps state or reads a store stays a component (copy feedback, reference labels).
 */
function listText(field: FieldSpec, value: string): ReactNode {
  const node = field.ellipsis ? (
    <span className="lt-text lt-ellipsis" title={value} style={{ maxWidth: field.width ?? 220 }}>
      {value}
    </span>
  ) : field.copyable ? (
    <span className="lt-text">{value}</span>
  ) : (
    // Plain text straight in the cell: no element of its own (fewer boxes to style and lay out).
    value
  );
  // Keyed by the text: a row reused for another record does not keep 已复制.
  return field.copyable && value ? (
    <ListCopyable key={value} text={value}>
      {node}
    </ListCopyable>
  ) : (
    node
  );
}

/** An enum or status value in a list cell: a light chip (the colour comes from the table's variables). */
export function listChip(schema: AnyResourceSchema, field: FieldSpec, value: unknown, translate: Translate): ReactNode {
  if (value === undefined || value === null || value === '') return null;
  return (
    <span className="lt-chip" data-color={chipColor(field, value)}>
      {translate(enumLabelKey(schema, field, value), { _: String(value) })}
    </span>
  );
}

/** A reference's label in a list: from the labels the table resolved once for the page. */
function ListReferenceLabel({ field, record }: { field: FieldSpec; record: Rec }) {
  return referenceCell(field, record, usePageLabels());
}

/** The value of a list cell: plain markup styled by the table's one stylesheet (no per-cell MUI). */
export function listValue(schema: AnyResourceSchema, field: FieldSpec, record: Rec, translate: Translate): ReactNode {
  const value = record[field.key];
  switch (field.kind) {
    case 'enum':
    case 'status':
      return listChip(schema, field, value, translate);
    case 'reference':
    case 'references':
      return <ListReferenceLabel field={field} record={record} />;
    case 'dateRange': {
      const ends = field.range?.on ? [] : [record[field.range!.from], record[field.range!.to]];
      return ends.some((v) => typeof v === 'string' && v)
        ? listText(field, ends.map((v) => (typeof v === 'string' ? v : '')).join(' ~ '))
        : null;
    }
    case 'boolean':
      return translate(value ? 'engine.boolean.yes' : 'engine.boolean.no');
    case 'money':
      return typeof value === 'number' ? value.toFixed(2) : '';
    case 'gallery':
    case 'simpleMedia': {
      const urls = (
        field.kind === 'gallery' ? (Array.isArray(value) ? value.slice(0, 3) : []) : value ? [value] : []
      ).flatMap((url) => mediaSrc(url) ?? []);
      return (
        <span className="lt-thumbs">
          {urls.map((url) => (
            <img key={url} className="lt-thumb" src={url} alt="" loading="lazy" />
          ))}
        </span>
      );
    }
    case 'richText':
      return listText(
        field,
        String(value ?? '')
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    case 'widget':
      return value === undefined || value === null ? '' : JSON.stringify(value);
    default:
      return value === undefined || value === null ? null : listText(field, String(value));
  }
}

/**
 * The cell a field names with `renderWith({ cell })`, else a widget's own list display when it
 * has one (lists draw media and rich text lightly themselves).
 */
export function listWidget(field: FieldSpec, schema?: AnyResourceSchema, record?: Rec): ReactNode {
  const listDrawsItself = field.kind === 'gallery' || field.kind === 'simpleMedia' || field.kind === 'richText';
  if (!field.renderers?.cell && (listDrawsItself || !(field.kind === 'widget' || field.widget))) return undefined;
  const Cell = rendererOf(field, 'cell');
  return Cell ? (
    <Cell source={field.key} options={field.widget?.options} field={field} schema={schema} record={record} />
  ) : undefined;
}

export function FieldDisplay({
  schema,
  field,
  record,
  inList = false,
}: {
  schema: AnyResourceSchema;
  field: FieldSpec;
  record: Rec;
  inList?: boolean;
}) {
  const translate = useTranslate();
  const value = record[field.key];
  if (inList) return <>{listWidget(field, schema, record) ?? listValue(schema, field, record, translate)}</>;
  const Show = rendererOf(field, 'show');
  if (Show)
    return <Show source={field.key} options={field.widget?.options} field={field} schema={schema} record={record} />;
  switch (field.kind) {
    case 'enum':
    case 'status':
      return <EnumChip schema={schema} field={field} value={value} />;
    case 'reference':
      return <ReferenceLabel field={field} record={record} />;
    case 'references':
      return <ReferencesLabels field={field} record={record} />;
    case 'dateRange': {
      const ends = field.range?.on ? [] : [record[field.range!.from], record[field.range!.to]];
      return ends.some((v) => typeof v === 'string' && v) ? (
        <Text field={field} value={ends.map((v) => (typeof v === 'string' ? v : '')).join(' ~ ')} />
      ) : null;
    }
    case 'boolean':
      return (
        <Typography component="span" variant="body2">
          {translate(value ? 'engine.boolean.yes' : 'engine.boolean.no')}
        </Typography>
      );
    case 'money':
      return (
        <Typography component="span" variant="body2">
          {moneyText(field, value, record)}
        </Typography>
      );
    case 'gallery':
      return <Thumbs urls={Array.isArray(value) ? value : []} size={96} />;
    case 'simpleMedia':
      return <Thumbs urls={value ? [value] : []} size={120} />;
    case 'richText':
      // Stored HTML is drawn only by the rich-text widget's show (its one sanitizer, SafeHtml),
      // reached above through the field's `richText` widget; without it, as plain text.
      return value === undefined || value === null ? null : <Text field={field} value={String(value)} />;
    case 'widget':
      return (
        <Typography component="span" variant="body2">
          {value === undefined || value === null ? '' : JSON.stringify(value)}
        </Typography>
      );
    default:
      return value === undefined || value === null ? null : <Text field={field} value={String(value)} />;
  }
}
