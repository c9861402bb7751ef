import { lazy, Suspense, useDeferredValue, useId } from 'react';
import Alert from '@mui/material/Alert';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import type { HistoryRecord } from '@piba/shared';
import { usePrinting } from '../../../lib/use-printing';
import { useStageReached, useStages } from '../../../lib/use-stages';
import type { TeacherAccess } from '../../teacher-access';
import { useVisibleSessions } from '../../sessions';
import { describeFilter } from '../filter-description';
import { isFiltered } from '../filter-form';
import type { useHistoryView } from '../hooks/use-history-view';
import type { ShowNotice } from '../hooks/use-history-notice';
import { useTrashView } from '../hooks/use-trash-view';
import { FilterBar } from './filter-bar';
import { HistoryActions } from './history-actions';
import { historyColumns } from './history-columns';
import { HistorySummary } from './history-summary';
import { HistoryTable } from './history-table';
import { NewResultsNotice } from './new-results-notice';
import { PrintTable } from './print-table';

const loading = <Typography role="status">Loading...</Typography>;
// The trash opens on request: its code (restoring, erasing for good) comes then.
const TrashPanel = lazy(() =>
  import('./trash-panel').then(({ TrashPanel }) => ({ default: TrashPanel })),
);
const printStyles = <GlobalStyles styles={{ '@media print': { body: { background: '#fff' } } }} />;

interface HistoryResultsProps {
  view: ReturnType<typeof useHistoryView>;
  access: TeacherAccess;
  onDelete: (record: HistoryRecord) => void;
  /** The administrator's erasure on a parent's request; absent for a session key. */
  onErase?: (record: HistoryRecord) => void;
  /** True while the delete or erase dialog is open. */
  deleting: boolean;
  onNotice: ShowNotice;
}

/**
 * The page: the heading from the start, then the actions and filters; the summary and the table
 * once results have arrived. The fixed texts 'Loading...' and 'Failed to fetch history data.'
 * (docs/product.md) stand for the first load only: once results have been shown they stay, so a
 * failed filter or refresh never strands the teacher.
 */
export function HistoryResults(props: HistoryResultsProps) {
  const { view, access, onDelete, onErase, deleting } = props;
  const { list, filter } = view;
  const filtered = isFiltered(filter);
  const data = list.data;
  // On the first load the heading comes first, then the actions and filters, then the table,
  // each drawn in the background and committed on its own: together they held the school laptop
  // for its longest stretch of the load. The table also waits a background pass after the results
  // arrive, so the figures above it show first. Later answers (a page, a deleted row) redraw it at
  // once.
  const stages = useStages();
  const controlsDrawn = useStageReached(stages, 1);
  const tableTurn = useStageReached(stages, 2);
  const tableDrawn = useDeferredValue(data !== undefined) && tableTurn;
  const tableData = tableDrawn ? data : undefined;
  const printing = usePrinting();
  // Across sessions each result says whose it is.
  const columns = historyColumns(useVisibleSessions().length > 0);
  // The trash's count for its button, once the key has opened the table.
  const trash = useTrashView(filter.session, controlsDrawn && data !== undefined);
  const trashPanelId = useId();
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
      {tableData && (
        <HistoryTable
          records={tableData.data}
          columns={columns}
          total={tableData.meta.total}
          // A new page, order or filter on its way; the refresh every 10 s is no news to show.
          loading={list.isPlaceholderData}
          emptyLabel={
            filtered ? 'Tidak ada hasil yang cocok dengan filter ini.' : 'Belum ada hasil.'
          }
          paging={view.pagination}
          onPagingChange={view.changePagination}
          sort={view.sort}
          onSortChange={view.changeSort}
          onSortSet={view.setSort}
          onDelete={onDelete}
          onErase={onErase}
          deleting={deleting}
        />
      )}
      {/* Drawn only when the page is printed: on screen it would be a second, hidden table. */}
      {tableData && printing && <PrintTable records={tableData.data} columns={columns} />}
    </>
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
      {controlsDrawn && (
        <>
          <HistoryActions
            filter={filter}
            sort={view.apiSort}
            trashCount={trash.count}
            trashOpen={trash.open}
            onToggleTrash={trash.toggle}
            trashPanelId={trashPanelId}
          />
          {trash.open && (
            <Suspense fallback={<Typography role="status">Memuat Sampah…</Typography>}>
              <TrashPanel
                id={trashPanelId}
                trash={trash}
                onErase={onErase}
                onNotice={props.onNotice}
                busy={deleting}
              />
            </Suspense>
          )}
          <FilterBar
            form={view.form}
            search={view.search}
            filtered={filtered || view.search !== ''}
            onChange={view.changeFilter}
            onSearchChange={view.changeSearch}
            onReset={view.resetFilter}
          />
        </>
      )}
      {/* Below the actions and filters, and drawn with them or after, never before: drawn first
          ('Loading...' included), it would be pushed down the screen when they arrive. */}
      {controlsDrawn && grid}
    </>
  );
}
