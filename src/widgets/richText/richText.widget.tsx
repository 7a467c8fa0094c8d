import Skeleton from '@mui/material/Skeleton';
import { useRecordContext } from 'react-admin';
import { EDITOR_HEIGHT_PX } from './editorHeight';
import { SafeHtml } from './SafeHtml';
import type { WidgetDefinition, WidgetFieldProps, WidgetInputProps } from '../../resources/widgetTypes';
import { widgetPart } from '../../resources/widgetPart';
import type { RichTextInputProps } from './RichTextInput';
import type { ToolbarKey } from './toolbarKeys';

/** Tiptap lives in this lazy chunk only (never in the login page or list screens). */
const LazyRichTextInput = widgetPart(
  () => import('./RichTextInput').then((m) => m.default),
  () => <Skeleton variant="rectangular" height={EDITOR_HEIGHT_PX + 48} sx={{ my: 1, borderRadius: 1 }} data-testid="rich-text-loading" />,
);

function RichTextWidgetInput({ source, label, required, disabled, helperText, options }: WidgetInputProps) {
  const maxLength = typeof options?.maxLength === 'number' ? options.maxLength : 0;
  const placeholder = typeof options?.placeholder === 'string' ? options.placeholder : undefined;
  const toolbarKeys = Array.isArray(options?.toolbarKeys) ? (options.toolbarKeys as ToolbarKey[]) : undefined;
  // Off in schema forms unless the schema asks: their first field (title, name) comes before the
  // editor and is filled first (docs/decisions/182).
  const autoFocus = options?.autoFocus === true;
  // Check hooks declared in the schema's options (`field.richText({ options: { checkLink } })`).
  const hook = <K extends 'checkLink' | 'checkImage' | 'checkVideo'>(key: K) =>
    (typeof options?.[key] === 'function' ? options[key] : undefined) as RichTextInputProps[K];
  return (
    <LazyRichTextInput source={source} label={label} required={required} disabled={disabled} helperText={helperText} maxLength={maxLength} placeholder={placeholder} toolbarKeys={toolbarKeys} autoFocus={autoFocus} checkLink={hook('checkLink')} checkImage={hook('checkImage')} checkVideo={hook('checkVideo')} />
  );
}

function RichTextWidgetField({ source }: WidgetFieldProps) {
  const record = useRecordContext();
  const value = record?.[source];
  return <SafeHtml html={typeof value === 'string' ? value : ''} />;
}

export const widget: WidgetDefinition = {
  name: 'richText',
  Input: RichTextWidgetInput,
  Field: RichTextWidgetField,
};
