import { useContext, useMemo, useState } from 'react';
import { useThemeProps, type PaginationProps } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { ListContext, useListPaginationContext, useTranslate } from 'react-admin';
import { PAGE_SIZES, pagerItems } from './pagerItems';
import { tableVars } from './table/tableTheme';
import './pager.css';

export { PAGE_SIZES } from './pagerItems';

/**
 * The spec's pager (§9): total, sizes (default 10), prev, exactly 7 page buttons, next, go-to-page
 * box. Sizes: 10/20/50, or the custom table's 10/20/30/40 (`pageSizesOf`, decision 150).
 * Plain buttons styled by one stylesheet (./pager.css, the list table's colour variables): the
 * pager mounts when a list's first page arrives and re-renders on every page switch (issue 14).
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
  const theme = useTheme();
  // The native select's list follows the theme's mode too.
  const vars = useMemo(() => ({ ...tableVars(theme), colorScheme: theme.palette.mode }), [theme]);
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
    labels.getItemAriaLabel?.(type, p, selected) ??
    (type === 'page' ? String(p) : translate(`engine.pager.${type === 'previous' ? 'prev' : 'next'}`));
  return (
    <div className="pg-root" data-testid="pager" style={vars}>
      <span className="pg-text">{translate('engine.pager.total', { total })}</span>
      {/* A native select: the pager re-renders on every page switch, and the browser's own list is keyboard-ready. */}
      <select className="pg-select" value={perPage} onChange={(e) => setPerPage(Number(e.target.value))} aria-label={translate('engine.pager.sizes')}>
        {options.map((size) => (
          <option key={size} value={size}>
            {translate('engine.pager.perPage', { size })}
          </option>
        ))}
      </select>
      <nav aria-label={labels['aria-label'] ?? 'pagination'}>
        <ul className="pg-items">
          <li>
            <button
              type="button"
              className="pg-item"
              disabled={current <= 1}
              onClick={() => setPage(current - 1)}
              aria-label={itemLabel('previous', null)}
            >
              <Chevron direction="previous" />
            </button>
          </li>
          {pagerItems(current, pages).map((item) =>
            typeof item === 'number' ? (
              <li key={item}>
                <button
                  type="button"
                  className="pg-item"
                  aria-current={item === current ? 'page' : undefined}
                  aria-label={itemLabel('page', item, item === current)}
                  onClick={() => setPage(item)}
                >
                  {item}
                </button>
              </li>
            ) : (
              <li key={item}>
                <span className="pg-gap" aria-hidden="true">
                  …
                </span>
              </li>
            ),
          )}
          <li>
            <button
              type="button"
              className="pg-item"
              disabled={current >= pages}
              onClick={() => setPage(current + 1)}
              aria-label={itemLabel('next', null)}
            >
              <Chevron direction="next" />
            </button>
          </li>
        </ul>
      </nav>
      <label className="pg-jump">
        <span className="pg-text">{translate('engine.pager.goto')}</span>
        <input
          className="pg-input"
          value={jump}
          inputMode="numeric"
          aria-label={translate('engine.pager.goto')}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ''))}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            const target = clampPage(jump, pages);
            if (target) setPage(target);
            setJump('');
          }}
        />
        <span className="pg-text">{translate('engine.pager.page')}</span>
      </label>
    </div>
  );
}

const CHEVRONS = {
  previous: 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z',
  next: 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z',
};

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={CHEVRONS[direction]} />
    </svg>
  );
}
