import { type ReactNode, useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PublishIcon from '@mui/icons-material/Publish';
import { ErrorBoundary } from '../../../components/error-boundary';
import { ApiError } from '../../../lib/api-client';
import {
  AccessKeyDialog,
  failureMessage,
  KeyRequired,
  useTeacherAccess,
} from '../../teacher-access';
import { type PackDraft, useDraft, usePacks } from '../api/packs-api';
import { DraftDrawingsProvider } from '../hooks/draft-drawings';
import { useAutosave } from '../hooks/use-autosave';
import { useInstrumentCheck } from '../hooks/use-instrument-check';
import { CheckPanel } from './check-panel';
import { AttitudeScaleEditor, FormBEditor } from './forms-editor';
import { FaqEditor, HomeEditor } from './home-editor';
import { ADMIN_ONLY_TEXT } from './packs-list';
import { PackPreview } from './pack-preview';
import { PublishDialog } from './publish-dialog';
import { QuestionsEditor } from './questions-editor';
import { RevisionPanel } from './revision-panel';
import { SaveStatus } from './save-status';
import { type PreviewTarget, TopicsEditor } from './topics-editor';
import { VersionsPanel } from './versions-panel';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.3rem', fontWeight: 600, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The pack this draft belongs to, from the packs' list: its versions and its newest key. */
function usePackSummary(id: string) {
  const list = usePacks();
  return { list, pack: list.data?.packs.find((pack) => pack.id === id) ?? null };
}

function DraftEditor({
  id,
  draft,
  onReload,
}: {
  id: string;
  draft: PackDraft;
  onReload: () => void;
}) {
  const { document, update, state, failure, retry } = useAutosave(id, draft);
  const check = useInstrumentCheck(document);
  const [searchParams] = useSearchParams();
  const focusedName = searchParams.get('question');
  const [target, setTarget] = useState<PreviewTarget>(() => {
    const index = document.questions.findIndex((question) => question.name === focusedName);
    return index >= 0 ? { kind: 'question', list: 'questions', index } : null;
  });
  const onFocus = useCallback((next: PreviewTarget) => setTarget(next), []);
  const [publishing, setPublishing] = useState(false);
  const { list, pack } = usePackSummary(id);
  const missingQuestion =
    focusedName !== null && !document.questions.some((question) => question.name === focusedName);

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, overflowWrap: 'anywhere' }}
          >
            Draf: {document.title || 'paket tanpa judul'}
          </Typography>
          <SaveStatus state={state} failure={failure} onRetry={retry} onReload={onReload} />
        </Box>
        <Box>
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            onClick={() => setPublishing(true)}
            disabled={state !== 'saved'}
          >
            Terbitkan
          </Button>
          {state !== 'saved' && (
            <Typography variant="body2" color="textSecondary">
              Dapat diterbitkan setelah tersimpan.
            </Typography>
          )}
        </Box>
      </Stack>
      {missingQuestion && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Soal {focusedName} tidak ada di draf ini.
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Section title="Pemeriksaan soal">
            <CheckPanel check={check} />
          </Section>
          <Section title="Judul dan beranda">
            <HomeEditor packId={id} title={document.title} home={document.home} update={update} />
          </Section>
          <Section title="Tanya jawab">
            <FaqEditor faq={document.faq} update={update} />
          </Section>
          <Section title="Topik">
            <TopicsEditor packId={id} topics={document.topics} update={update} onFocus={onFocus} />
          </Section>
          <Section title="Soal">
            <QuestionsEditor
              questions={document.questions}
              topics={document.topics}
              problemsOf={check.problemsOf}
              focusedName={focusedName}
              update={update}
              onFocus={onFocus}
            />
          </Section>
          <Section title="Form B (tes paralel)">
            <FormBEditor
              document={document}
              problemsOf={check.problemsOf}
              update={update}
              onFocus={onFocus}
            />
          </Section>
          <Section title="Skala sikap">
            <AttitudeScaleEditor document={document} update={update} />
          </Section>
          <Section title="Riwayat versi">
            {pack ? (
              <VersionsPanel pack={pack} />
            ) : list.isError ? (
              <Alert severity="error">
                {failureMessage('Riwayat versi gagal dimuat', list.error)}
              </Alert>
            ) : (
              <Typography role="status">Memuat riwayat versi…</Typography>
            )}
          </Section>
        </Stack>
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 }, minWidth: 0 }}>
          <RevisionPanel />
          <Section title="Pratinjau">
            <PackPreview document={document} target={target} />
          </Section>
        </Box>
      </Box>
      <PublishDialog
        open={publishing}
        packId={id}
        previousKey={pack?.versions[0]?.answer_key_version ?? null}
        onClose={() => setPublishing(false)}
      />
    </>
  );
}

/**
 * `/history/packs/:id`: a pack's draft, edited with the instrument check beside it, saved as the
 * writer types, and published as a new version.
 */
export function PackDraftPage({ id }: { id: string }) {
  const draft = useDraft(id);
  const access = useTeacherAccess(draft);
  let content: ReactNode;
  if (access.refused) {
    content = <KeyRequired onAskKey={access.open} />;
  } else if (draft.isPending) {
    content = <Typography role="status">Memuat draf…</Typography>;
  } else if (draft.isError) {
    const status = draft.error instanceof ApiError ? draft.error.status : null;
    content = (
      <Alert
        severity={status === 403 ? 'info' : 'error'}
        role="alert"
        action={
          status === 403 || status === 404 ? undefined : (
            <Button color="inherit" onClick={() => void draft.refetch()}>
              Coba lagi
            </Button>
          )
        }
      >
        {status === 403
          ? ADMIN_ONLY_TEXT
          : status === 404
            ? 'Paket ini tidak ada atau tidak punya draf. Paket bawaan hanya dapat dibaca: duplikat versinya untuk mengubahnya.'
            : failureMessage('Draf gagal dimuat', draft.error)}
      </Alert>
    );
  } else {
    content = (
      <ErrorBoundary
        key={draft.dataUpdatedAt}
        label="Pack editor failed"
        fallback={
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" onClick={() => void draft.refetch()}>
                Muat ulang draf
              </Button>
            }
          >
            Editor tidak dapat menampilkan draf ini. Perubahan yang sudah tersimpan aman; muat ulang
            draf untuk mencoba lagi.
          </Alert>
        }
      >
        <DraftDrawingsProvider packId={id}>
          {/* Loaded again after a stale save: the editor starts over from the server's copy. */}
          <DraftEditor
            key={draft.dataUpdatedAt}
            id={id}
            draft={draft.data}
            onReload={() => void draft.refetch()}
          />
        </DraftDrawingsProvider>
      </ErrorBoundary>
    );
  }
  return (
    <Container component="main" maxWidth={false} sx={{ maxWidth: 1680, py: { xs: 3, md: 4 } }}>
      <Button
        component={RouterLink}
        to="/history/packs"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        Kembali ke daftar paket
      </Button>
      {content}
      <AccessKeyDialog access={access} />
    </Container>
  );
}
