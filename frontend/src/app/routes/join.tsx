import { useParams } from 'wouter';
import Container from '@mui/material/Container';
import { JoinSession } from '../../features/join-session';

/** `/s/:code`: a session's join link. */
export default function JoinRoute() {
  const { code = '' } = useParams();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <JoinSession typedCode={code} />
    </Container>
  );
}
