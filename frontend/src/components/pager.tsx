import { useId, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatDecimal } from '@piba/shared';

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
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 3,
        rowGap: 1,
        py: 1,
      }}
    >
      {pageSizes && onPageSizeChange && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography id={sizeLabelId} variant="body2">
            Baris per halaman:
          </Typography>
          <NativeSelect
            disableUnderline
            value={pageSize}
            inputProps={{ 'aria-labelledby': sizeLabelId }}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            sx={{ typography: 'body2' }}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect>
        </Box>
      )}
      <Typography variant="body2" role="status">
        {`${count(from)}–${count(to)} dari ${count(total)}`}
      </Typography>
      <Box>
        <IconButton
          ref={previous}
          aria-label={labels.previous}
          disabled={isFirst}
          onClick={() => go('previous')}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          ref={next}
          aria-label={labels.next}
          disabled={isLast}
          onClick={() => go('next')}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
