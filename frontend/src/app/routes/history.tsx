import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useHistory } from '../../features/history/api/get-history';

// The grid is by far the heaviest code in the app. Its download starts with this page but does
// not hold up 'Loading...', the error text or the heading.
const loadHistoryTable = () => import('../../features/history/components/history-table');
const historyTable = loadHistoryTable();
const HistoryTable = lazy(() =>
  historyTable.catch(loadHistoryTable).then((module) => ({ default: module.HistoryTable })),
);

export default function HistoryRoute() {
  // The grid counts pages from 0, the API from 1.
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 50 });
  const history = useHistory({ page: pagination.page + 1, pageSize: pagination.pageSize });

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Kembali
      </Button>
      {history.isPending ? (
        <Typography role="status">Loading...</Typography>
      ) : history.isError ? (
        <Typography role="alert" color="error">
          Failed to fetch history data.
        </Typography>
      ) : (
        <>
          <Typography variant="h1" gutterBottom sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            History Table
          </Typography>
          <Suspense fallback={<Typography role="status">Loading...</Typography>}>
            <HistoryTable
              records={history.data.data}
              total={history.data.meta.total}
              loading={history.isFetching}
              paginationModel={pagination}
              onPaginationModelChange={setPagination}
            />
          </Suspense>
        </>
      )}
    </Container>
  );
}
