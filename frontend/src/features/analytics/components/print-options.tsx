import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DASH } from '../analytics-format';
import { usePrinting } from '../../../lib/use-printing';

interface PrintOptions {
  /** Whether the printed report and the analysis workbook name the students (off by default). */
  names: boolean;
  setNames: (names: boolean) => void;
  /** Whether the page is being printed (one watch for every table, not one per row). */
  printing: boolean;
}

const PrintOptionsContext = createContext<PrintOptions>({
  names: false,
  setNames: () => {},
  printing: false,
});

/**
 * What this print (and this workbook) may show. Kept for the visit only, never in the address:
 * names are turned on for one print, not for every link to the page.
 */
export function PrintOptionsProvider({ children }: { children: ReactNode }) {
  const [names, setNames] = useState(false);
  const printing = usePrinting();
  const value = useMemo(() => ({ names, setNames, printing }), [names, printing]);
  return <PrintOptionsContext.Provider value={value}>{children}</PrintOptionsContext.Provider>;
}

export const usePrintOptions = () => useContext(PrintOptionsContext);

export const NAMES_SWITCH_LABEL = 'Nama siswa di laporan cetak dan Excel';

/** Off: the printed report and the workbook show participant codes instead of names. */
export function PrintNamesSwitch() {
  const { names, setNames } = usePrintOptions();
  return (
    <FormControlLabel
      sx={{ displayPrint: 'none', m: 0 }}
      control={<Switch checked={names} onChange={(event) => setNames(event.target.checked)} />}
      label={NAMES_SWITCH_LABEL}
    />
  );
}

/** The student column's header: on paper without names it lists participant codes. */
export function useStudentHeader(): string {
  const { names, printing } = usePrintOptions();
  return printing && !names ? 'Kode peserta' : 'Nama';
}

/**
 * A student as the tables show them: the name on screen; on paper the participant code unless
 * names were turned on for this print. While the page is printed the name is not even drawn;
 * before that, print CSS already puts the code in its place, should the print event come late.
 */
export function StudentName({ name, code }: { name: string | null; code: string | null }) {
  const { names, printing } = usePrintOptions();
  if (names) return <>{name || DASH}</>;
  if (printing) return <>{code ?? DASH}</>;
  return (
    <Box
      component="span"
      data-code={code ?? DASH}
      sx={{ '@media print': { '&::after': { content: 'attr(data-code)' } } }}
    >
      <Box component="span" sx={{ displayPrint: 'none' }}>
        {name || DASH}
      </Box>
    </Box>
  );
}
