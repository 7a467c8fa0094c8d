import type { ReactNode } from 'react';
import type { Editor } from '@tiptap/core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { CODE_LANGUAGES, IMAGE_WIDTH_PRESETS } from './constants';
import type { ToolbarState } from './toolbarState';
import '../../../i18n/parts/editor';

/**
 * Context actions under the toolbar (wangEditor's hover bars): selected image, table, link and
 * code block.
 */
export function ContextBar({
  editor,
  state,
  onEditLink,
  onViewLink,
  onEditImage,
  onViewImageLink,
}: {
  editor: Editor;
  state: ToolbarState;
  onEditLink: () => void;
  onViewLink: () => void;
  onEditImage: () => void;
  onViewImageLink: () => void;
}) {
  const translate = useTranslate();
  const chain = () => editor.chain().focus();
  const items: ReactNode[] = [];
  const btn = (key: string, label: string, onClick: () => void, pressed?: boolean) => (
    <Button
      key={key}
      size="small"
      variant={pressed ? 'contained' : 'text'}
      aria-pressed={pressed}
      data-context-action={key}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      sx={{ minWidth: 0, px: 1, py: 0.25 }}
    >
      {label}
    </Button>
  );
  if (state.imageSelected) {
    for (const preset of IMAGE_WIDTH_PRESETS) items.push(btn(`width-${preset}`, preset, () => chain().setImageWidth(preset).run()));
    items.push(btn('edit-image', translate('editor.image.edit'), onEditImage));
    if (state.imageHref) items.push(btn('view-image-link', translate('editor.image.viewLink'), onViewImageLink));
    items.push(btn('delete-image', translate('editor.image.delete'), () => chain().deleteSelection().run()));
  } else if (state.inTable) {
    items.push(btn('table-header', translate('editor.table.header'), () => chain().toggleHeaderRow().run()));
    items.push(btn('table-full-width', translate('editor.table.fullWidth'), () => chain().toggleTableFullWidth().run(), state.tableFullWidth));
    items.push(btn('insert-row', translate('editor.table.insertRow'), () => chain().addRowAfter().run()));
    items.push(btn('delete-row', translate('editor.table.deleteRow'), () => chain().deleteRowOrTable().run()));
    items.push(btn('insert-col', translate('editor.table.insertCol'), () => chain().addColumnAfter().run()));
    items.push(btn('delete-col', translate('editor.table.deleteCol'), () => chain().deleteColumnOrTable().run()));
    items.push(btn('delete-table', translate('editor.table.deleteTable'), () => chain().deleteTable().run()));
  } else if (state.codeBlock) {
    items.push(
      <TextField
        key="lang"
        select
        size="small"
        label={translate('editor.code.language')}
        value={state.codeLanguage}
        onChange={(event) => chain().updateAttributes('codeBlock', { language: event.target.value || null }).run()}
        sx={{ minWidth: 160 }}
      >
        <MenuItem value="">{translate('editor.code.plain')}</MenuItem>
        {CODE_LANGUAGES.map((lang) => (
          <MenuItem key={lang.value} value={lang.value}>
            {lang.text}
          </MenuItem>
        ))}
      </TextField>,
    );
  }
  if (state.marks.link && !state.imageSelected) {
    items.push(btn('edit-link', translate('editor.link.edit'), onEditLink));
    items.push(btn('view-link', translate('editor.link.view'), onViewLink));
    items.push(btn('unlink', translate('editor.link.unlink'), () => chain().extendMarkRange('link').unsetLink().run()));
  }
  if (!items.length) return null;
  return (
    <Box data-testid="editor-context-bar" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
      {items}
    </Box>
  );
}
