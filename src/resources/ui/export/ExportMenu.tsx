import { useId, useState } from 'react';
import { Button, CircularProgress, Divider, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useListFilterContext, useListPaginationContext, useListSortContext, useTranslate } from 'react-admin';
import type { AnyResourceSchema } from '../../defineResource';
import { findSheetProfile } from '../../sheets/sheetProfiles';
import type { ExportFormat } from './exportRun';
import { useExport, useExportFormat, useExportOptions } from './useExport';

const FORMATS: readonly ExportFormat[] = ['xlsx', 'csv'];

/**
 * 导出 in the list toolbar (docs/decisions/200-spreadsheets.md): a menu of 导出当前页 and 导出全部
 * (every page of the current filter and sort), the file format (Excel by default, CSV still
 * offered; remembered) and the list's own export options (a feature profile's check boxes, e.g.
 * 包含运单 on orders; remembered per list). It reads the narrow list contexts, not the page's data, so it does not
 * re-render with every page (decision 140); the current page is read again when exported.
 */
export function ExportMenu({ schema }: { schema: AnyResourceSchema }) {
  const translate = useTranslate();
  const { filterValues } = useListFilterContext();
  const { sort } = useListSortContext();
  const { total, page, perPage } = useListPaginationContext();
  const [format, setFormat] = useExportFormat();
  const [chosen, choose] = useExportOptions(schema);
  const options = findSheetProfile(schema.name)?.export?.options ?? [];
  const { start, busy, dialog } = useExport(schema);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const onPage = total === undefined ? perPage : Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
  const close = () => setAnchor(null);
  const query = { filter: filterValues ?? {}, sort };

  const exportPage = () => {
    close();
    void start({ kind: 'page', page, perPage, ...query });
  };
  const exportAll = () => {
    close();
    void start({ kind: 'all', ...query });
  };

  return (
    <>
      <Button
        id={buttonId}
        size="small"
        startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
        endIcon={<ArrowDropDownIcon />}
        disabled={busy || total === 0}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('export.button')}
      </Button>
      {anchor && (
        <Menu id={menuId} open anchorEl={anchor} onClose={close} slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
          <MenuItem onClick={exportPage} disabled={onPage === 0}>
            <ListItemText primary={translate('export.currentPage')} secondary={translate('export.currentPageCount', { smart_count: onPage })} />
          </MenuItem>
          <MenuItem onClick={exportAll}>
            <ListItemText primary={translate('export.all')} secondary={total === undefined ? undefined : translate('export.allCount', { smart_count: total })} />
          </MenuItem>
          <Divider component="li" />
          {FORMATS.map((option) => (
            <MenuItem key={option} role="menuitemradio" aria-checked={format === option} onClick={() => setFormat(option)}>
              <ListItemIcon>{format === option ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText primary={translate(`export.${option}`)} />
            </MenuItem>
          ))}
          {options.length > 0 && <Divider component="li" />}
          {options.map((option) => {
            const on = chosen[option.key] ?? option.default;
            return (
              <MenuItem key={option.key} role="menuitemcheckbox" aria-checked={on} onClick={() => choose(option.key, !on)}>
                <ListItemIcon>{on ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
                <ListItemText primary={translate(option.labelKey)} />
              </MenuItem>
            );
          })}
        </Menu>
      )}
      {dialog}
    </>
  );
}
