import { useId, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { HISTORY_PAGE_SIZES } from '../api/history-request';
import type { HistoryPaging } from '../hooks/use-history-view';

const number = new Intl.NumberFormat('id-ID');

interface HistoryPagerProps {
  total: number;
  paging: HistoryPaging;
  onChange: (paging: HistoryPaging) => void;
}

/**
 * Rows per page, which rows are shown, and the previous and next page: the controls of MUI's
 * TablePagination, without its tooltips (whose positioning library would add about 11 KB of
 * gzipped JavaScript to the page for two hover hints).
 */
export function HistoryPager({ total, paging, onChange }: HistoryPagerProps) {
  const labelId = useId();
  const { page, pageSize } = paging;
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const isFirst = page === 0;
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
    onChange({ page: page + (direction === 'next' ? 1 : -1), pageSize });
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
        px: 2,
        py: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} variant="body2">
          Baris per halaman:
        </Typography>
        <NativeSelect
          disableUnderline
          value={pageSize}
          inputProps={{ 'aria-labelledby': labelId }}
          onChange={(event) => onChange({ page: 0, pageSize: Number(event.target.value) })}
          sx={{ typography: 'body2' }}
        >
          {HISTORY_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </NativeSelect>
      </Box>
      <Typography variant="body2">
        {`${number.format(from)}–${number.format(to)} dari ${number.format(total)}`}
      </Typography>
      <Box>
        <IconButton
          ref={previous}
          aria-label="Pergi ke halaman sebelumnya"
          disabled={isFirst}
          onClick={() => go('previous')}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          ref={next}
          aria-label="Pergi ke halaman berikutnya"
          disabled={isLast}
          onClick={() => go('next')}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
