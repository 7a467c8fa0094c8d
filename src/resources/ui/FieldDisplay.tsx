import { useState, type ReactNode } from 'react';
import DOMPurify from 'dompurify';
import { Box, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import type { FieldSpec, ResourceSchema } from '../defineResource';
import { findWidget } from '../widgetRegistry';
import { enumLabelKey } from './labels';
import { referenceParams, useReferenceOptions } from './useReferenceOptions';

/** Read-only rendering of one field of a record (list cells and show pages). */
type Rec = Record<string, unknown>;

export const isHttpUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

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

function Text({ field, value, inList }: { field: FieldSpec; value: string; inList: boolean }) {
  const ellipsis = inList && field.ellipsis;
  const node = (
    <Typography
      component="span"
      variant="body2"
      title={ellipsis ? value : undefined}
      sx={ellipsis ? { display: 'inline-block', maxWidth: field.width ?? 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'middle' } : { whiteSpace: inList ? 'nowrap' : 'pre-wrap' }}
    >
      {value}
    </Typography>
  );
  return field.copyable && value ? <Copyable text={value}>{node}</Copyable> : node;
}

export function EnumChip({ schema, field, value }: { schema: ResourceSchema<unknown>; field: FieldSpec; value: unknown }) {
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  const color =
    field.kind === 'status'
      ? String(value) === String(field.status?.on) ? 'success' : 'default'
      : (field.options?.find((o) => String(o.value) === String(value))?.color ?? 'default');
  return <Chip size="small" color={color} variant={color === 'default' ? 'outlined' : 'filled'} label={translate(enumLabelKey(schema, field, value), { _: String(value) })} />;
}

function ReferenceLabel({ field, record }: { field: FieldSpec; record: Rec }) {
  const params = referenceParams(field, record);
  const { data } = useReferenceOptions(field, params);
  const value = record[field.key];
  if (value === undefined || value === null || value === '') return null;
  const option = data?.find((o) => String(o.id) === String(value));
  return <Typography component="span" variant="body2">{option?.name ?? String(value)}</Typography>;
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
        <Chip key={String(id)} size="small" variant="outlined" label={data?.find((o) => String(o.id) === String(id))?.name ?? String(id)} />
      ))}
    </Box>
  );
}

function Thumbs({ urls, size }: { urls: unknown[]; size: number }) {
  const safe = urls.filter(isHttpUrl);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {safe.map((url) => (
        <Box key={url} component="img" src={url} alt="" loading="lazy" sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      ))}
    </Box>
  );
}

export function FieldDisplay({ schema, field, record, inList = false }: { schema: ResourceSchema<unknown>; field: FieldSpec; record: Rec; inList?: boolean }) {
  const translate = useTranslate();
  const value = record[field.key];
  if (field.kind === 'widget' || (field.widget && findWidget(field.widget.name)?.Field)) {
    const widget = field.widget ? findWidget(field.widget.name) : undefined;
    if (widget?.Field) return <widget.Field source={field.key} options={field.widget?.options} />;
  }
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
      return ends.some((v) => typeof v === 'string' && v) ? <Text field={field} value={ends.map((v) => (typeof v === 'string' ? v : '')).join(' ~ ')} inList={inList} /> : null;
    }
    case 'boolean':
      return <Typography component="span" variant="body2">{translate(value ? 'engine.boolean.yes' : 'engine.boolean.no')}</Typography>;
    case 'money':
      return <Typography component="span" variant="body2">{typeof value === 'number' ? value.toFixed(2) : ''}</Typography>;
    case 'gallery':
      return <Thumbs urls={Array.isArray(value) ? (inList ? value.slice(0, 3) : value) : []} size={inList ? 36 : 96} />;
    case 'simpleMedia':
      return <Thumbs urls={value ? [value] : []} size={inList ? 36 : 120} />;
    case 'richText':
      return inList ? (
        <Text field={field} value={String(value ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()} inList />
      ) : (
        <Box className="rich-text-view" sx={{ '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(String(value ?? '')) }} />
      );
    case 'widget':
      return <Typography component="span" variant="body2">{value === undefined || value === null ? '' : JSON.stringify(value)}</Typography>;
    default:
      return value === undefined || value === null ? null : <Text field={field} value={String(value)} inList={inList} />;
  }
}
