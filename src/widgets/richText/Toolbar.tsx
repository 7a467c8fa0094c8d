import { memo, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { Editor } from '@tiptap/core';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import CodeIcon from '@mui/icons-material/Code';
import SuperscriptIcon from '@mui/icons-material/Superscript';
import SubscriptIcon from '@mui/icons-material/Subscript';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import FormatColorTextIcon from '@mui/icons-material/FormatColorText';
import FormatColorFillIcon from '@mui/icons-material/FormatColorFill';
import FormatSizeIcon from '@mui/icons-material/FormatSize';
import FontDownloadOutlinedIcon from '@mui/icons-material/FontDownloadOutlined';
import FormatLineSpacingIcon from '@mui/icons-material/FormatLineSpacing';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import CheckBoxOutlinedIcon from '@mui/icons-material/CheckBoxOutlined';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatAlignJustifyIcon from '@mui/icons-material/FormatAlignJustify';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import EmojiEmotionsOutlinedIcon from '@mui/icons-material/EmojiEmotionsOutlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import DataObjectIcon from '@mui/icons-material/DataObject';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import TitleIcon from '@mui/icons-material/Title';
import { useTranslate } from 'react-admin';
import { FONT_FAMILIES, FONT_SIZES, HEADER_SIZES, LINE_HEIGHTS } from './constants';
import { cssFontFamily } from './extensions/textStyle';
import { ColorGrid, EmojiGrid, TableGrid } from './Pickers';
import type { ToolbarKey } from './toolbarKeys';
import type { ToolbarState } from './toolbarState';
import '../../../i18n/parts/editor';

export interface ToolbarActions {
  openLink: () => void;
  openImageUrl: () => void;
  pickImageFiles: () => void;
  openVideo: () => void;
  toggleFullScreen: () => void;
}

type PopoverKind = 'color' | 'bgColor' | 'emotion' | 'table' | null;
type MenuKind = 'header' | 'fontSize' | 'fontFamily' | 'lineHeight' | 'justify' | 'image' | null;

function Btn({ label, icon, onClick, active, disabled, menuKey }: { label: string; icon: ReactElement; onClick: (el: HTMLElement) => void; active?: boolean; disabled?: boolean; menuKey: string }) {
  return (
    <Tooltip title={label} disableInteractive>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          data-menu-key={menuKey}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => onClick(event.currentTarget)}
          sx={{ borderRadius: 1, color: active ? 'primary.main' : 'text.secondary', bgcolor: active ? 'action.selected' : undefined }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The editor toolbar: wangEditor's menus on MUI controls. */
export const Toolbar = memo(function Toolbar({ editor, state, keys, actions, fullScreen, disabled }: { editor: Editor; state: ToolbarState; keys: readonly ToolbarKey[]; actions: ToolbarActions; fullScreen: boolean; disabled?: boolean }) {
  const translate = useTranslate();
  const [popover, setPopover] = useState<{ kind: PopoverKind; anchor: HTMLElement | null }>({ kind: null, anchor: null });
  const [menu, setMenu] = useState<{ kind: MenuKind; anchor: HTMLElement | null }>({ kind: null, anchor: null });
  const chainRef = useRef(editor);
  chainRef.current = editor;
  const chain = () => chainRef.current.chain().focus();
  const t = (key: string) => translate(`editor.toolbar.${key}`);
  const closeMenu = () => setMenu({ kind: null, anchor: null });
  const closePopover = () => setPopover({ kind: null, anchor: null });
  const off = Boolean(disabled);

  const renderKey = (key: ToolbarKey, index: number): ReactNode => {
    const d = state.disabled;
    switch (key) {
      case '|':
        return <Divider key={`d${index}`} orientation="vertical" flexItem sx={{ mx: 0.5 }} />;
      case 'headerSelect':
        return <Btn key={key} menuKey={key} label={t('header')} icon={<TitleIcon fontSize="small" />} active={state.header > 0} disabled={off || d.header} onClick={(anchor) => setMenu({ kind: 'header', anchor })} />;
      case 'blockquote':
        return <Btn key={key} menuKey={key} label={t('blockquote')} icon={<FormatQuoteIcon fontSize="small" />} active={state.blockquote} disabled={off || d.header} onClick={() => chain().toggleQuote().run()} />;
      case 'bold':
        return <Btn key={key} menuKey={key} label={t('bold')} icon={<FormatBoldIcon fontSize="small" />} active={state.marks.bold} disabled={off || d.marks} onClick={() => chain().toggleBold().run()} />;
      case 'underline':
        return <Btn key={key} menuKey={key} label={t('underline')} icon={<FormatUnderlinedIcon fontSize="small" />} active={state.marks.underline} disabled={off || d.marks} onClick={() => chain().toggleUnderline().run()} />;
      case 'italic':
        return <Btn key={key} menuKey={key} label={t('italic')} icon={<FormatItalicIcon fontSize="small" />} active={state.marks.italic} disabled={off || d.marks} onClick={() => chain().toggleItalic().run()} />;
      case 'through':
        return <Btn key={key} menuKey={key} label={t('through')} icon={<StrikethroughSIcon fontSize="small" />} active={state.marks.strike} disabled={off || d.marks} onClick={() => chain().toggleStrike().run()} />;
      case 'code':
        return <Btn key={key} menuKey={key} label={t('code')} icon={<CodeIcon fontSize="small" />} active={state.marks.code} disabled={off || d.marks} onClick={() => chain().toggleCode().run()} />;
      case 'sup':
        return <Btn key={key} menuKey={key} label={t('sup')} icon={<SuperscriptIcon fontSize="small" />} active={state.marks.superscript} disabled={off || d.marks} onClick={() => chain().unsetSubscript().toggleSuperscript().run()} />;
      case 'sub':
        return <Btn key={key} menuKey={key} label={t('sub')} icon={<SubscriptIcon fontSize="small" />} active={state.marks.subscript} disabled={off || d.marks} onClick={() => chain().unsetSuperscript().toggleSubscript().run()} />;
      case 'clearStyle':
        return <Btn key={key} menuKey={key} label={t('clearStyle')} icon={<FormatClearIcon fontSize="small" />} disabled={off || d.marks} onClick={() => chain().unsetAllMarks().run()} />;
      case 'color':
        return <Btn key={key} menuKey={key} label={t('color')} icon={<FormatColorTextIcon fontSize="small" sx={{ color: state.color ?? undefined }} />} disabled={off || d.marks} onClick={(anchor) => setPopover({ kind: 'color', anchor })} />;
      case 'bgColor':
        return <Btn key={key} menuKey={key} label={t('bgColor')} icon={<FormatColorFillIcon fontSize="small" sx={{ color: state.backgroundColor ?? undefined }} />} disabled={off || d.marks} onClick={(anchor) => setPopover({ kind: 'bgColor', anchor })} />;
      case 'fontSize':
        return <Btn key={key} menuKey={key} label={t('fontSize')} icon={<FormatSizeIcon fontSize="small" />} disabled={off || d.marks} onClick={(anchor) => setMenu({ kind: 'fontSize', anchor })} />;
      case 'fontFamily':
        return <Btn key={key} menuKey={key} label={t('fontFamily')} icon={<FontDownloadOutlinedIcon fontSize="small" />} disabled={off || d.marks} onClick={(anchor) => setMenu({ kind: 'fontFamily', anchor })} />;
      case 'lineHeight':
        return <Btn key={key} menuKey={key} label={t('lineHeight')} icon={<FormatLineSpacingIcon fontSize="small" />} disabled={off || state.inCode} onClick={(anchor) => setMenu({ kind: 'lineHeight', anchor })} />;
      case 'bulletedList':
        return <Btn key={key} menuKey={key} label={t('bulletedList')} icon={<FormatListBulletedIcon fontSize="small" />} active={state.bulleted} disabled={off || d.list} onClick={() => chain().toggleWList(false).run()} />;
      case 'numberedList':
        return <Btn key={key} menuKey={key} label={t('numberedList')} icon={<FormatListNumberedIcon fontSize="small" />} active={state.numbered} disabled={off || d.list} onClick={() => chain().toggleWList(true).run()} />;
      case 'todo':
        return <Btn key={key} menuKey={key} label={t('todo')} icon={<CheckBoxOutlinedIcon fontSize="small" />} active={state.todo} disabled={off || d.todo} onClick={() => chain().toggleTodo().run()} />;
      case 'justify': {
        const icons: Record<string, ReactElement> = {
          left: <FormatAlignLeftIcon fontSize="small" />,
          center: <FormatAlignCenterIcon fontSize="small" />,
          right: <FormatAlignRightIcon fontSize="small" />,
          justify: <FormatAlignJustifyIcon fontSize="small" />,
        };
        return <Btn key={key} menuKey={key} label={t('justify')} icon={icons[state.textAlign ?? 'left']} disabled={off || d.align} onClick={(anchor) => setMenu({ kind: 'justify', anchor })} />;
      }
      case 'indent':
        return <Btn key={key} menuKey={key} label={t('indent')} icon={<FormatIndentIncreaseIcon fontSize="small" />} disabled={off || d.indent} onClick={() => chain().indent().run()} />;
      case 'delIndent':
        return <Btn key={key} menuKey={key} label={t('delIndent')} icon={<FormatIndentDecreaseIcon fontSize="small" />} disabled={off || d.delIndent} onClick={() => chain().outdent().run()} />;
      case 'emotion':
        return <Btn key={key} menuKey={key} label={t('emotion')} icon={<EmojiEmotionsOutlinedIcon fontSize="small" />} disabled={off || state.inCode} onClick={(anchor) => setPopover({ kind: 'emotion', anchor })} />;
      case 'insertLink':
        return <Btn key={key} menuKey={key} label={t('insertLink')} icon={<InsertLinkIcon fontSize="small" />} active={state.marks.link} disabled={off || d.link} onClick={() => actions.openLink()} />;
      case 'image':
        return <Btn key={key} menuKey={key} label={t('image')} icon={<ImageOutlinedIcon fontSize="small" />} disabled={off || d.image} onClick={(anchor) => setMenu({ kind: 'image', anchor })} />;
      case 'insertVideo':
        return <Btn key={key} menuKey={key} label={t('insertVideo')} icon={<OndemandVideoIcon fontSize="small" />} disabled={off || d.video} onClick={() => actions.openVideo()} />;
      case 'insertTable':
        return <Btn key={key} menuKey={key} label={t('insertTable')} icon={<TableChartOutlinedIcon fontSize="small" />} disabled={off || d.table} onClick={(anchor) => setPopover({ kind: 'table', anchor })} />;
      case 'codeBlock':
        return <Btn key={key} menuKey={key} label={t('codeBlock')} icon={<DataObjectIcon fontSize="small" />} active={state.codeBlock} disabled={off || state.inTable} onClick={() => chain().toggleWCodeBlock().run()} />;
      case 'divider':
        return <Btn key={key} menuKey={key} label={t('divider')} icon={<HorizontalRuleIcon fontSize="small" />} disabled={off || state.inCode || state.inTable} onClick={() => chain().setHorizontalRule().run()} />;
      case 'undo':
        return <Btn key={key} menuKey={key} label={t('undo')} icon={<UndoIcon fontSize="small" />} disabled={off || !state.canUndo} onClick={() => chain().undo().run()} />;
      case 'redo':
        return <Btn key={key} menuKey={key} label={t('redo')} icon={<RedoIcon fontSize="small" />} disabled={off || !state.canRedo} onClick={() => chain().redo().run()} />;
      case 'fullScreen':
        return (
          <Btn
            key={key}
            menuKey={key}
            label={fullScreen ? t('exitFullScreen') : t('fullScreen')}
            icon={fullScreen ? <FullscreenExitIcon fontSize="small" /> : <FullscreenIcon fontSize="small" />}
            active={fullScreen}
            onClick={() => actions.toggleFullScreen()}
          />
        );
      default:
        return null;
    }
  };

  const menuItems = (): ReactNode[] => {
    const pick = (fn: () => void) => () => {
      fn();
      closeMenu();
    };
    switch (menu.kind) {
      case 'header':
        return [
          <MenuItem key="p" selected={state.header === 0} onClick={pick(() => chain().setParagraph().run())}>
            {t('paragraph')}
          </MenuItem>,
          ...[1, 2, 3, 4, 5].map((level) => (
            <MenuItem key={level} selected={state.header === level} onClick={pick(() => chain().setHeading({ level: level as 1 | 2 | 3 | 4 | 5 }).run())} sx={{ fontSize: HEADER_SIZES[level - 1], fontWeight: 600 }}>
              {t(`h${level}`)}
            </MenuItem>
          )),
        ];
      case 'fontSize':
        return [
          <MenuItem key="default" selected={!state.fontSize} onClick={pick(() => chain().setMark('textStyle', { fontSize: null }).removeEmptyTextStyle().run())}>
            {t('defaultValue')}
          </MenuItem>,
          ...FONT_SIZES.map((size) => (
            <MenuItem key={size} selected={state.fontSize === size} onClick={pick(() => chain().setMark('textStyle', { fontSize: size }).run())} sx={{ fontSize: size }}>
              {size}
            </MenuItem>
          )),
        ];
      case 'fontFamily':
        return [
          <MenuItem key="default" selected={!state.fontFamily} onClick={pick(() => chain().setMark('textStyle', { fontFamily: null }).removeEmptyTextStyle().run())}>
            {t('defaultValue')}
          </MenuItem>,
          ...FONT_FAMILIES.map((family) => (
            <MenuItem key={family} selected={state.fontFamily === family} onClick={pick(() => chain().setMark('textStyle', { fontFamily: cssFontFamily(family) }).run())} sx={{ fontFamily: family, minWidth: 150 }}>
              {family}
            </MenuItem>
          )),
        ];
      case 'lineHeight':
        return [
          <MenuItem key="default" selected={!state.lineHeight} onClick={pick(() => chain().setLineHeight('').run())}>
            {t('defaultValue')}
          </MenuItem>,
          ...LINE_HEIGHTS.map((value) => (
            <MenuItem key={value} selected={state.lineHeight === value} onClick={pick(() => chain().setLineHeight(value).run())} sx={{ minWidth: 80 }}>
              {value}
            </MenuItem>
          )),
        ];
      case 'justify':
        return (['left', 'center', 'right', 'justify'] as const).map((align) => (
          <MenuItem key={align} selected={state.textAlign === align} onClick={pick(() => chain().setTextAlign(align).run())}>
            {t(`justify${align[0].toUpperCase()}${align.slice(1)}`)}
          </MenuItem>
        ));
      case 'image':
        return [
          <MenuItem key="upload" onClick={pick(() => actions.pickImageFiles())}>
            {translate('editor.image.upload')}
          </MenuItem>,
          <MenuItem key="url" onClick={pick(() => actions.openImageUrl())}>
            {translate('editor.image.network')}
          </MenuItem>,
        ];
      default:
        return [];
    }
  };

  return (
    <Box role="toolbar" aria-label={translate('editor.toolbar.label')} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {keys.map(renderKey)}
      <Menu anchorEl={menu.anchor} open={Boolean(menu.anchor)} onClose={closeMenu} slotProps={{ list: { dense: true } }} disableAutoFocusItem>
        {menuItems()}
      </Menu>
      <Popover open={Boolean(popover.anchor)} anchorEl={popover.anchor} onClose={closePopover} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        {popover.kind === 'color' && (
          <ColorGrid
            value={state.color}
            onPick={(color) => {
              chain().setMark('textStyle', { color }).run();
              closePopover();
            }}
            onClear={() => {
              chain().setMark('textStyle', { color: null }).removeEmptyTextStyle().run();
              closePopover();
            }}
          />
        )}
        {popover.kind === 'bgColor' && (
          <ColorGrid
            value={state.backgroundColor}
            onPick={(color) => {
              chain().setMark('textStyle', { backgroundColor: color }).run();
              closePopover();
            }}
            onClear={() => {
              chain().setMark('textStyle', { backgroundColor: null }).removeEmptyTextStyle().run();
              closePopover();
            }}
          />
        )}
        {popover.kind === 'emotion' && (
          <EmojiGrid
            onPick={(emoji) => {
              chain().insertContent(emoji).run();
              closePopover();
            }}
          />
        )}
        {popover.kind === 'table' && (
          <TableGrid
            onPick={(rows, cols) => {
              chain().insertWTable(rows, cols).run();
              closePopover();
            }}
          />
        )}
      </Popover>
    </Box>
  );
});
