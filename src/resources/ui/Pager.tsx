import { useContext, useState } from 'react';
import { Box, MenuItem, Pagination, Select, TextField, Typography } from '@mui/material';
import { ListContext, useListPaginationContext, useTranslate } from 'react-admin';

/**
 * The spec's pager (§9): total, sizes (10/20/50, default 10), prev, 7 page buttons, next,
 * go-to-page box.
 */
export const PAGE_SIZES = [10, 20, 50] as const;

/** Clamp a typed page number into [1, pages]; NaN → null (ignored). */
export function clampPage(input: string, pages: number): number | null {
  const n = Number.parseInt(input, 10);
  if (!Number.isFinite(n)) return null;
  return Math.min(Math.max(1, n), Math.max(1, pages));
}

export function Pager() {
  const { page, perPage, total = 0, setPage, setPerPage, isPending } = useListPaginationContext();
  const translate = useTranslate();
  const [jump, setJump] = useState('');
  // A failed load shows its error in place of the rows; "共 0 条" would read as an empty list.
  const failed = Boolean(useContext(ListContext)?.error);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (failed || (isPending && !total)) return null;
  return (
    <Box data-testid="pager" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5, p: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('engine.pager.total', { total })}
      </Typography>
      <Select
        size="small"
        value={perPage}
        onChange={(e) => setPerPage(Number(e.target.value))}
        inputProps={{ 'aria-label': translate('engine.pager.perPage', { size: perPage }) }}
        sx={{ '& .MuiSelect-select': { py: 0.5 } }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {translate('engine.pager.perPage', { size })}
          </MenuItem>
        ))}
      </Select>
      <Pagination
        page={Math.min(page, pages)}
        count={pages}
        siblingCount={2}
        boundaryCount={1}
        shape="rounded"
        color="primary"
        onChange={(_e, next) => setPage(next)}
        getItemAriaLabel={(type, p) => (type === 'previous' ? translate('engine.pager.prev') : type === 'next' ? translate('engine.pager.next') : String(p))}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('engine.pager.goto')}
        </Typography>
        <TextField
          size="small"
          variant="outlined"
          value={jump}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            const target = clampPage(jump, pages);
            if (target) setPage(target);
            setJump('');
          }}
          inputProps={{ 'aria-label': translate('engine.pager.goto'), inputMode: 'numeric', style: { width: 40, padding: '4px 8px' } }}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('engine.pager.page')}
        </Typography>
      </Box>
    </Box>
  );
}
