import { lazy, Suspense } from 'react';
import Alert from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { HistoryRecord } from '@piba/shared';
import { KeyRequired, type TeacherAccess } from '../../teacher-access';
import { describeFilter, isFiltered } from '../filter-form';
import type { useHistoryView } from '../hooks/use-history-view';
import { FilterBar } from './filter-bar';
import { HistoryActions } from './history-actions';
import { HistorySummary } from './history-summary';
import { NewResultsNotice } from './new-results-notice';
import { PrintTable } from './print-table';

// The grid is by far the heaviest code in the app. Its download starts with this page but does
// not hold up 'Loading...', the error text, the heading or the filters.
const loadHistoryTable = () => import('./history-table');
const historyTable = loadHistoryTable();
const HistoryTable = lazy(() =>
  historyTable.catch(loadHistoryTable).then((module) => ({ default: module.HistoryTable })),
);

const loading = <Typography role="status">Loading...</Typography>;
const printStyles = <GlobalStyles styles={{ '@media print': { body: { background: '#fff' } } }} />;

interface HistoryResultsProps {
  view: ReturnType<typeof useHistoryView>;
  access: TeacherAccess;
  onDelete: (record: HistoryRecord) => void;
}

/** The page once the first results have arrived: the filters stay, whatever happens next. */
export function HistoryResults({ view, access, onDelete }: HistoryResultsProps) {
  const { list, filter } = view;
  const filtered = isFiltered(filter);
  const data = list.data;
  const grid = data ? (
    <>
      {list.isError && !access.refused && (
        <Alert severity="warning" sx={{ mb: 2, displayPrint: 'none' }}>
          Data terbaru gagal dimuat. Tabel menampilkan data terakhir; halaman mencoba lagi setiap 10
          detik.
        </Alert>
      )}
      <HistorySummary meta={data.meta} />
      <NewResultsNotice count={view.newCount} onShow={view.showNewResults} />
      <Suspense fallback={loading}>
        <HistoryTable
          records={data.data}
          total={data.meta.total}
          loading={list.isFetching}
          emptyLabel={
            filtered ? 'Tidak ada hasil yang cocok dengan filter ini.' : 'Belum ada hasil.'
          }
          paginationModel={view.pagination}
          onPaginationModelChange={view.changePagination}
          sortModel={view.sortModel}
          onSortModelChange={view.changeSort}
          onDelete={onDelete}
        />
      </Suspense>
      <PrintTable records={data.data} />
    </>
  ) : access.refused ? (
    <KeyRequired onAskKey={access.open} />
  ) : list.isError ? (
    <Typography role="alert" color="error">
      Failed to fetch history data.
    </Typography>
  ) : (
    loading
  );

  return (
    <>
      {printStyles}
      <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
        History Table
      </Typography>
      <Typography sx={{ display: 'none', displayPrint: 'block', mb: 1 }}>
        {describeFilter(view.form, view.search)}
      </Typography>
      <HistoryActions filter={filter} sort={view.sort} />
      <FilterBar
        form={view.form}
        search={view.search}
        filtered={filtered || view.search !== ''}
        onChange={view.changeFilter}
        onSearchChange={view.changeSearch}
        onReset={view.resetFilter}
      />
      {grid}
    </>
  );
}
