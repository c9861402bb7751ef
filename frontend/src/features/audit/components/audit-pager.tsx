import { useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const number = new Intl.NumberFormat('id-ID');

interface AuditPagerProps {
  /** 1 for the newest entries. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** Which entries are shown, and the previous and next page, as the results table words them. */
export function AuditPager({ page, pageSize, total, onChange }: AuditPagerProps) {
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
    onChange(page + (direction === 'next' ? 1 : -1));
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        py: 1,
      }}
    >
      <Typography variant="body2" role="status">
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
