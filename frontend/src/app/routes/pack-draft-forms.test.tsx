import { screen, waitFor, within } from '@testing-library/react';
import type { PackDocument } from '@piba/shared';
import { draftServer } from '../../testing/draft-server';
import { renderApp, setTabStorage } from '../../testing/test-utils';

const lastSaved = (fetchMock: jest.Mock) => {
  const puts = fetchMock.mock.calls.filter(
    ([url, init]) => url === '/api/packs/gizi/draft' && init?.method === 'PUT',
  );
  return (JSON.parse(puts.at(-1)![1].body as string) as { document: PackDocument }).document;
};

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('form B and the attitude scale in the lesson pack editor', () => {
  beforeEach(() => {
    setTabStorage({ teacherKey: 'kunci-admin-2026' });
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:drawing-${blob.size}`);
    URL.revokeObjectURL = jest.fn();
  });

  it("starts form B as a copy of form A's questions in their order, and says what publishing would refuse", async () => {
    const fetchMock = draftServer();
    const { user } = renderApp('/history/packs/gizi');
    const formB = await section('Form B (tes paralel)');
    await user.click(formB.getByRole('button', { name: 'Buat form B dari salinan form A' }));
    await waitFor(() => expect(lastSaved(fetchMock).form_b).toHaveLength(2));
    const saved = lastSaved(fetchMock);
    expect(saved.form_b!.map((question) => question.name)).toEqual(['question1_b', 'question2_b']);
    expect(saved.form_b!.map((question) => question.topic)).toEqual(
      saved.questions.map((question) => question.topic),
    );
    // Rewritten: the stem of form B's first question.
    await user.click(formB.getByRole('button', { name: /^Form B soal 1 ·/ }));
    const stem = formB.getByLabelText('Pertanyaan');
    await user.clear(stem);
    await user.type(stem, 'Berapa bagian piring untuk sayur dan buah?');
    await waitFor(() =>
      expect(lastSaved(fetchMock).form_b![0].question).toBe(
        'Berapa bagian piring untuk sayur dan buah?',
      ),
    );
    expect(lastSaved(fetchMock).questions[0].question).toBe(
      'Berapa bagian piring yang diisi sayur dan buah?',
    );
    // A topic that is not form A's at that place: the shared validation's refusal, in Indonesian.
    const topic = formB.getByLabelText('Label topik');
    await user.clear(topic);
    await user.type(topic, 'Lain');
    expect(
      await formB.findByText(
        /^Form B soal 1, topik: harus sejajar dengan soal form A di urutan yang sama/,
      ),
    ).toBeInTheDocument();
    await user.click(formB.getByRole('button', { name: 'Hapus form B' }));
    await waitFor(() => expect(lastSaved(fetchMock).form_b).toBeUndefined());
  });

  it('writes an attitude scale of statements, each worded for or against the attitude', async () => {
    const fetchMock = draftServer();
    const { user } = renderApp('/history/packs/gizi');
    const scale = await section('Skala sikap');
    await user.click(scale.getByRole('button', { name: 'Tambah skala sikap' }));
    await user.type(scale.getByLabelText('Teks pernyataan 1'), 'Sarapan penting bagi saya.');
    await user.type(scale.getByLabelText('Teks pernyataan 2'), 'Sayur tidak perlu dimakan.');
    await user.click(scale.getAllByRole('checkbox', { name: /^Pernyataan negatif/ })[1]);
    await waitFor(() =>
      expect(lastSaved(fetchMock).attitude_scale).toEqual([
        { id: 'sikap-1', text: 'Sarapan penting bagi saya.', positive: true },
        { id: 'sikap-2', text: 'Sayur tidak perlu dimakan.', positive: false },
      ]),
    );
    // One statement is too few for a scale: publishing would refuse it.
    await user.click(scale.getByRole('button', { name: 'Hapus pernyataan 2' }));
    expect(await scale.findByText(/^Skala sikap, pernyataan: /)).toBeInTheDocument();
    await user.click(scale.getByRole('button', { name: 'Tambah pernyataan' }));
    expect(scale.queryByText(/^Skala sikap, pernyataan: /)).toBeNull();
    await waitFor(() =>
      expect(lastSaved(fetchMock).attitude_scale!.map((item) => item.id)).toEqual([
        'sikap-1',
        'sikap-2',
      ]),
    );
  });
});
