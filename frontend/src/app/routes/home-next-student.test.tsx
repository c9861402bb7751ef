import { screen, waitFor, within } from '@testing-library/react';
import { writeEntry } from '../../features/outbox/outbox-storage';
import { mockFetch, renderApp, setTabStorage } from '../../testing/test-utils';

const stored = (key: string) => window.sessionStorage.getItem(key);

const ANI = {
  name: 'Ani',
  classroom: '8A',
  isPretest: '0',
  participantId: '0b7a1c2e-1111-4111-8111-000000000001',
  pretestPercentage: '60.00',
  score: '6/10',
  percentage: '60.00',
  answersInProgress: '{"q1":2}',
};
const KEPT = {
  teacherKey: 'kunci-guru',
  joinedSessionCode: 'K7P3QX',
  joinedSessionName: 'SMPN 1 Sleman',
};

async function renderHome() {
  const utils = renderApp('/');
  await screen.findByText('Selamat datang di PIBA!');
  return utils;
}

describe('home: who is signed in, and the next student', () => {
  it('shows the student of this tab and asks before forgetting them', async () => {
    setTabStorage({ ...ANI, ...KEPT });
    const { user } = await renderHome();
    expect(screen.getByText('Kamu: Ani — 8A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bukan kamu?' }));

    const confirm = await screen.findByRole('dialog', { name: 'Ganti siswa?' });
    expect(confirm).toHaveAccessibleDescription(
      /jawaban kuis Ani yang belum dikirim akan dihapus.*tetap tersimpan atas nama Ani.*mulai dari pretest/,
    );
    // Batal has the focus: Enter by mistake forgets nobody.
    expect(within(confirm).getByRole('button', { name: 'Batal' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored('name')).toBe('Ani');
    expect(stored('participantId')).toBe(ANI.participantId);
  });

  it('clears the student, keeps the teacher key and the session, and opens an empty identity form', async () => {
    setTabStorage({ ...ANI, ...KEPT });
    const { user } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Bukan kamu?' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ganti siswa?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ya, ganti siswa' }));

    const identity = await screen.findByRole('dialog', { name: 'Masukkan Identitasmu' });
    expect(within(identity).getByLabelText('Nama')).toHaveValue('');
    expect(within(identity).getByLabelText('Kelas')).toHaveValue('');
    expect({ ...window.sessionStorage }).toEqual({ isPretest: '1', ...KEPT });

    await user.type(within(identity).getByLabelText('Nama'), 'Budi');
    await user.type(within(identity).getByLabelText('Kelas'), '8B');
    await user.click(within(identity).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Kamu: Budi — 8B')).toBeInTheDocument();
    expect(screen.getByText('Sesi: SMPN 1 Sleman')).toBeInTheDocument();
    expect(stored('isPretest')).toBe('1');
    expect(stored('participantId')).not.toBe(ANI.participantId);
    expect(screen.getByTestId('journey-status')).toHaveTextContent(
      /^Langkah pertama: kerjakan pretest/,
    );
  });

  it('shows no one when no name or class was entered', async () => {
    setTabStorage({ isPretest: '1' });
    await renderHome();
    await screen.findByRole('dialog', { name: 'Masukkan Identitasmu' });
    expect(screen.queryByText(/^Kamu:/)).not.toBeInTheDocument();
  });
});

describe('home: where the student is', () => {
  const status = () => screen.getByTestId('journey-status');

  it.each([
    [
      'before the pre-test',
      { isPretest: '1' },
      'Langkah pertama: kerjakan pretest. Setelah itu pelajari materinya, lalu kerjakan posttest.',
    ],
    [
      'after the pre-test',
      { isPretest: '0', pretestPercentage: '60.00' },
      'Pretest selesai (60%) — pelajari materinya, lalu kerjakan posttest.',
    ],
    [
      'while the pre-test waits to be sent',
      {
        isPretest: '1',
        pretestPercentage: '60.00',
        pendingSubmissions: '[{"id":"a","participant":null}]',
      },
      'Pretest selesai (60%) — pelajari materinya dulu. Posttest bisa dikerjakan setelah hasil pretest terkirim.',
    ],
    [
      'after the post-test',
      { isPretest: '0', pretestPercentage: '60.00', posttestPercentage: '90.00' },
      'Posttest selesai — terima kasih! Nilaimu: Pretest 60% → Posttest 90%.',
    ],
  ])('says so %s', async (_, values: Record<string, string>, text) => {
    setTabStorage({ name: 'Ani', classroom: '8A', ...values });
    // The pre-test of the third case, still on its way: the server does not answer.
    mockFetch().mockReturnValue(new Promise(() => undefined));
    writeEntry({
      submission: {
        submission_id: 'a',
        score: '6/10',
        percentage: 60,
        is_pretest: true,
        is_posttest: false,
      },
      failures: 1,
      notBefore: Date.now() + 60_000,
    });
    await renderHome();
    const card = screen.getByRole('region', { name: 'Quiz' });
    expect(within(card).getByTestId('journey-status')).toHaveTextContent(text);
    expect(status()).toHaveTextContent(text);
  });
});
