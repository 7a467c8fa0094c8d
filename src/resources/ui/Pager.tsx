import { useContext, useState } from 'react';
import { Box, MenuItem, PaginationItem, Select, TextField, Typography, useThemeProps, type PaginationProps } from '@mui/material';
import { ListContext, useListPaginationContext, useTranslate } from 'react-admin';
import { PAGE_SIZES, pagerItems } from './pagerItems';

export { PAGE_SIZES } from './pagerItems';

/**
 * The spec's pager (§9): total, sizes (default 10), prev, exactly 7 page buttons, next, go-to-page
 * box. Sizes: 10/20/50, or the custom table's 10/20/30/40 (`pageSizesOf`, decision 150).
 */

/** Clamp a typed page number into [1, pages]; NaN → null (ignored). */
export function clampPage(input: string, pages: number): number | null {
  const n = Number.parseInt(input, 10);
  if (!Number.isFinite(n)) return null;
  return Math.min(Math.max(1, n), Math.max(1, pages));
}

export function Pager({ sizes = PAGE_SIZES }: { sizes?: readonly number[] }) {
  const { page, perPage, total = 0, setPage, setPerPage, isPending } = useListPaginationContext();
  const translate = useTranslate();
  const [jump, setJump] = useState('');
  // The theme's Pagination strings (zh-CN / en), for our own item list below.
  const labels = useThemeProps<object, PaginationProps, 'MuiPagination'>({ props: {}, name: 'MuiPagination' });
  // A failed load shows its error in place of the rows; "共 0 条" would read as an empty list.
  const failed = Boolean(useContext(ListContext)?.error);
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (failed || (isPending && !total)) return null;
  const current = Math.min(page, pages);
  // A size from the URL that is not offered (e.g. ?perPage=1000) still shows as chosen.
  const options = sizes.includes(perPage) ? sizes : [...sizes, perPage].sort((a, b) => a - b);
  const itemLabel = (type: 'page' | 'previous' | 'next', p: number | null, selected = false) =>
    labels.getItemAriaLabel?.(type, p, selected) ?? (type === 'page' ? String(p) : translate(`engine.pager.${type === 'previous' ? 'prev' : 'next'}`));
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
        {options.map((size) => (
          <MenuItem key={size} value={size}>
            {translate('engine.pager.perPage', { size })}
          </MenuItem>
        ))}
      </Select>
      <Box component="nav" aria-label={labels['aria-label'] ?? 'pagination'}>
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', listStyle: 'none', p: 0, m: 0 }}>
          <li>
            <PaginationItem type="previous" shape="rounded" color="primary" disabled={current <= 1} onClick={() => setPage(current - 1)} aria-label={itemLabel('previous', null)} />
          </li>
          {pagerItems(current, pages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <PaginationItem
                  type="page"
                  page={item}
                  shape="rounded"
                  color="primary"
                  selected={item === current}
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={itemLabel('page', item, item === current)}
                  onClick={() => setPage(item)}
                />
              </li>
            ) : (
              <li key={item}>
                <PaginationItem type={item} shape="rounded" />
              </li>
            ),
          )}
          <li>
            <PaginationItem type="next" shape="rounded" color="primary" disabled={current >= pages} onClick={() => setPage(current + 1)} aria-label={itemLabel('next', null)} />
          </li>
        </Box>
      </Box>
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
