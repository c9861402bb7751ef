import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useHistory } from '../../features/history/api/get-history';
import { HistoryTable } from '../../features/history/components/history-table';

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
          <HistoryTable
            records={history.data.data}
            total={history.data.meta.total}
            loading={history.isFetching}
            paginationModel={pagination}
            onPaginationModelChange={setPagination}
          />
        </>
      )}
    </Container>
  );
}
