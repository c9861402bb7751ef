import { memo } from 'react';
import Box from '@mui/material/Box';
import { OutlinedField, OutlinedSelect } from '../../../components/outlined-field';
import { plainButtonClass, plainButtonStyles } from '../../../components/plain-button';
import type { HistoryFilterForm } from '../filter-form';
import { SessionSelect } from '../../sessions';
import { ClassSelect } from './class-select';
import { DayField } from './day-field';

interface FilterBarProps {
  form: HistoryFilterForm;
  search: string;
  filtered: boolean;
  onChange: (patch: Partial<HistoryFilterForm>) => void;
  onSearchChange: (search: string) => void;
  onReset: () => void;
}

/**
 * The results table's filters: session (the administrator's), class, type, part of a name, and a
 * range of days in WIB, typed as dd/mm/yyyy.
 */
export const FilterBar = memo(function FilterBar(props: FilterBarProps) {
  const { form, onChange } = props;
  const backwards = form.fromDate !== '' && form.toDate !== '' && form.toDate < form.fromDate;
  return (
    <Box
      role="search"
      aria-label="Filter hasil"
      sx={(theme) => ({
        ...plainButtonStyles(theme),
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fit, minmax(150px, 1fr))' },
        alignItems: 'start',
        mb: 2,
        displayPrint: 'none',
        '& > .button': { gridColumn: { xs: '1 / -1', md: 'auto' }, justifySelf: 'start' },
      })}
    >
      {/* Classes are per session: another session's list has other classes. */}
      <SessionSelect
        value={form.session}
        onChange={(session) => onChange({ session, classRoom: '' })}
        sx={{ minWidth: 0 }}
      />
      <ClassSelect
        value={form.classRoom}
        session={form.session}
        onChange={(classRoom) => onChange({ classRoom })}
        sx={{ minWidth: 0 }}
      />
      <OutlinedSelect
        label="Jenis"
        value={form.type}
        onChange={(type) => onChange({ type: type as HistoryFilterForm['type'] })}
      >
        <option value="">Semua jenis</option>
        <option value="pretest">Pre Test</option>
        <option value="posttest">Post Test</option>
      </OutlinedSelect>
      <OutlinedField
        type="search"
        size="small"
        label="Cari nama"
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        inputProps={{ maxLength: 100 }}
      />
      <DayField
        label="Dari tanggal"
        value={form.fromDate}
        onChange={(fromDate) => onChange({ fromDate })}
      />
      <DayField
        label="Sampai tanggal"
        value={form.toDate}
        onChange={(toDate) => onChange({ toDate })}
        problem={backwards ? 'Tanggal ini sebelum "Dari tanggal".' : undefined}
      />
      <button
        type="button"
        className={plainButtonClass('text')}
        onClick={props.onReset}
        disabled={!props.filtered}
      >
        Hapus filter
      </button>
    </Box>
  );
});
