import { useId, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { formatDecimal } from '@piba/shared';
import { DROP_DOWN_ICON, plainIcon, plainIconButtonStyles } from './plain-button';

/** MUI's ChevronLeft and ChevronRight icons. */
const PREVIOUS_ICON = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const NEXT_ICON = 'M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z';

/**
 * The pager's row, styled once: its texts as body2, the rows-per-page select as MUI's standard
 * native select without its underline, and the previous and next buttons as its IconButton.
 */
const pagerStyles = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: theme.spacing(3),
  rowGap: theme.spacing(1),
  py: 1,
  '& p': { ...theme.typography.body2, margin: 0 },
  '& .size': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  '& .size > span': { position: 'relative', display: 'inline-flex' },
  '& select': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    appearance: 'none',
    cursor: 'pointer',
    margin: 0,
    boxSizing: 'content-box',
    height: '1.4375em',
    padding: '4px 24px 5px 0',
    border: 0,
    borderRadius: 0,
    background: 'none',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
    '& option': { backgroundColor: theme.palette.background.paper },
  },
  '& .size svg': {
    position: 'absolute',
    right: 0,
    top: 'calc(50% - 12px)',
    width: '24px',
    height: '24px',
    fill: theme.palette.action.active,
    pointerEvents: 'none',
  },
  ...plainIconButtonStyles(theme),
});

const count = (value: number) => formatDecimal(value, 0);

interface PagerProps {
  /** 1 for the first page. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The page sizes a reader may choose ("Baris per halaman"); without them the size is fixed. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
  /** What the previous and next buttons say; the results table's words unless a list has its own. */
  labels?: { previous: string; next: string };
}

const TABLE_LABELS = {
  previous: 'Pergi ke halaman sebelumnya',
  next: 'Pergi ke halaman berikutnya',
};

/**
 * Which rows of a teacher's list are shown, the previous and next page, and where a list lets
 * the reader choose, rows per page: the controls of MUI's TablePagination, without its tooltips
 * (whose positioning library would add about 11 KB of gzipped JavaScript to the page for two
 * hover hints).
 */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  pageSizes,
  onPageSizeChange,
  labels = TABLE_LABELS,
}: PagerProps) {
  const sizeLabelId = useId();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const isFirst = page <= 1;
  const isLast = to >= total;

  // Reaching the first or last page disables the button just pressed: the other one takes the
  // keyboard focus, so it is not lost to the top of the page.
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'previous' | 'next' | null>(null);
  useLayoutEffect(() => {
    if (pressed.current === 'next' && isLast && !isFirst) previous.current?.focus();
    if (pressed.current === 'previous' && isFirst && !isLast) next.current?.focus();
    pressed.current = null;
  }, [isFirst, isLast]);
  const go = (direction: 'previous' | 'next') => {
    pressed.current = direction;
    onPageChange(page + (direction === 'next' ? 1 : -1));
  };

  return (
    <Box sx={pagerStyles}>
      {pageSizes && onPageSizeChange && (
        <div className="size">
          <p id={sizeLabelId}>Baris per halaman:</p>
          <span>
            <select
              value={pageSize}
              aria-labelledby={sizeLabelId}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
            {plainIcon(DROP_DOWN_ICON)}
          </span>
        </div>
      )}
      <p role="status">{`${count(from)}–${count(to)} dari ${count(total)}`}</p>
      <div>
        <button
          type="button"
          className="icon-button"
          ref={previous}
          aria-label={labels.previous}
          disabled={isFirst}
          onClick={() => go('previous')}
        >
          {plainIcon(PREVIOUS_ICON)}
        </button>
        <button
          type="button"
          className="icon-button"
          ref={next}
          aria-label={labels.next}
          disabled={isLast}
          onClick={() => go('next')}
        >
          {plainIcon(NEXT_ICON)}
        </button>
      </div>
    </Box>
  );
}
