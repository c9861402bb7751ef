import { useState } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import { OutlinedField } from '../../../components/outlined-field';
import { formatDay, maskDayText, parseDay } from '../day-text';
import { isDay } from '../filter-form';

/** How a day is written, in Indonesian: hari/bulan/tahun. */
export const DAY_PLACEHOLDER = 'hh/bb/tttt';

interface DayFieldProps {
  label: string;
  /** The chosen day, `YYYY-MM-DD`, or '' for none. */
  value: string;
  onChange: (day: string) => void;
  /** What is wrong with the chosen day beside the other fields (a range backwards), if anything. */
  problem?: string;
  sx?: SxProps<Theme>;
}

/**
 * A day typed as dd/mm/yyyy, whatever the browser's language: the browser's own date field shows
 * and takes the day in the computer's regional order (mm/dd/yyyy on an English Windows), which a
 * teacher easily misreads. The slashes come by themselves as the digits are typed. A whole real
 * day chooses it at once; a shorter form (2/11/26) counts once the field is left or Enter pressed;
 * emptying the field drops the day.
 */
export function DayField({ label, value, onChange, problem, sx }: DayFieldProps) {
  const [text, setText] = useState(() => formatDay(value));
  const [unreadable, setUnreadable] = useState(false);
  // A day chosen elsewhere (Back, a link, "Hapus filter") replaces what the field shows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if ((parseDay(text, { loose: true }) ?? '') !== value) {
      setText(formatDay(value));
      setUnreadable(false);
    }
  }

  const settle = () => {
    if (text === '') return;
    const day = parseDay(text, { loose: true });
    setUnreadable(day === null);
    if (day === null) return;
    setText(formatDay(day));
    if (day !== value) onChange(day);
  };

  const message = unreadable
    ? `Tulis tanggal sebagai ${DAY_PLACEHOLDER}, mis. 21/11/2026.`
    : problem;
  return (
    <OutlinedField
      size="small"
      label={label}
      value={text}
      placeholder={DAY_PLACEHOLDER}
      autoComplete="off"
      error={message !== undefined}
      helperText={message}
      onChange={(event) => {
        // A day pasted as 2026-11-21 is read as such, not as digits to put in order.
        const raw = event.target.value.trim();
        const typed = isDay(raw) ? formatDay(raw) : maskDayText(raw);
        setText(typed);
        setUnreadable(false);
        const day = typed === '' ? '' : parseDay(typed);
        if (day !== null && day !== value) onChange(day);
      }}
      inputProps={{
        inputMode: 'numeric',
        maxLength: 10,
        onBlur: settle,
        onKeyDown: (event) => event.key === 'Enter' && settle(),
      }}
      sx={sx}
    />
  );
}
