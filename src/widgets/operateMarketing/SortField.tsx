import { useContext, useState } from 'react';
import { Box, CircularProgress, IconButton, Tooltip, Typography } from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { ListContext, useNotify, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { moveRow } from './reorder';
import { sameId } from './queries';
import { errorText } from './errorMessage';

/**
 * The order column of a list sorted by `sortOrder` ascending: the value plus "move up" / "move
 * down" buttons (keyboard reachable). `save` sends the rows whose value changes.
 */
export function SortField({ source, save }: { source: string; save: (changed: Array<RaRecord & { sortOrder: number }>) => Promise<unknown> }) {
  const record = useRecordContext();
  const list = useContext(ListContext);
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const value = record[source];
  const rows = (list?.data ?? []) as RaRecord[];
  const index = rows.findIndex((r) => sameId(r.id, record.id));
  const ordered = list?.sort?.field === source && list.sort.order === 'ASC' && index >= 0;
  const move = async (direction: -1 | 1) => {
    const changed = moveRow(
      rows.map((r) => ({ ...r, sortOrder: r[source] as number | null })),
      index,
      direction,
    );
    if (!changed.length) return;
    setBusy(true);
    try {
      await save(changed);
      notify('screens.sort.moved', { type: 'success' });
      refresh();
    } catch (error) {
      notify(translate('screens.sort.failed', { message: errorText(error, translate) }), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const name = String(record.title ?? record.goodsName ?? record.id);
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      <Typography component="span" variant="body2" sx={{ minWidth: 28 }}>
        {value === null || value === undefined ? '' : String(value)}
      </Typography>
      {ordered && (
        <>
          <Tooltip title={translate('screens.sort.up')}>
            <span>
              <IconButton size="small" disabled={busy || index === 0} onClick={() => void move(-1)} aria-label={`${translate('screens.sort.up')} ${name}`}>
                <ArrowUpwardIcon fontSize="inherit" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={translate('screens.sort.down')}>
            <span>
              <IconButton size="small" disabled={busy || index === rows.length - 1} onClick={() => void move(1)} aria-label={`${translate('screens.sort.down')} ${name}`}>
                <ArrowDownwardIcon fontSize="inherit" />
              </IconButton>
            </span>
          </Tooltip>
          {busy && <CircularProgress size={14} />}
        </>
      )}
    </Box>
  );
}
