import { screen, waitFor, within } from '@testing-library/react';
import type { PackDocument } from '@piba/shared';
import { draftServer } from '../../testing/draft-server';
import { renderApp, setTabStorage } from '../../testing/test-utils';

const savedVideos = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/packs/gizi/draft' && init?.method === 'PUT')
    .map(([, init]) => (JSON.parse(init.body as string) as { document: PackDocument }).document)
    .map((document) => document.topics[1]);

/** The draft's video topic, opened. */
async function openVideoTopic(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Topik 2: Video gizi/ }));
  return within(screen.getByRole('region', { name: /^Topik 2: Video gizi/ }));
}

describe('a video topic of the lesson pack editor', () => {
  beforeEach(() => {
    setTabStorage({ teacherKey: 'kunci-admin-2026' });
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:drawing-${blob.size}`);
    URL.revokeObjectURL = jest.fn();
  });

  it("plays a file of the deployment's media folder, chosen from the server's list", async () => {
    const fetchMock = draftServer({
      media: [
        { name: 'gizi-seimbang.mp4', bytes: 52_400_000 },
        { name: 'sarapan.webm', bytes: 8_000_000 },
      ],
    });
    const { user } = renderApp('/history/packs/gizi');
    const topic = await openVideoTopic(user);
    expect(topic.getByLabelText('ID video YouTube')).toHaveValue('abcdefghijk');
    await user.selectOptions(topic.getByLabelText('Sumber video'), 'Berkas di folder media');
    const list = await topic.findByRole('list', { name: 'Berkas di folder media server ini:' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['gizi-seimbang.mp4 (52,4 MB)', 'sarapan.webm (8 MB)']);
    await user.click(within(list).getByRole('button', { name: /^sarapan\.webm/ }));
    expect(topic.getByLabelText('Nama berkas video')).toHaveValue('sarapan.webm');
    await waitFor(() =>
      expect(savedVideos(fetchMock).at(-1)).toMatchObject({
        kind: 'video',
        video: { file: 'sarapan.webm' },
      }),
    );
    // Back to YouTube: an id again.
    await user.selectOptions(topic.getByLabelText('Sumber video'), 'YouTube');
    expect(topic.getByLabelText('ID video YouTube')).toHaveValue('');
  });

  it('refuses a name with a folder, "..", a leading dot or another kind, and warns of a file the server lacks', async () => {
    draftServer({ media: [{ name: 'gizi-seimbang.mp4', bytes: 1_000_000 }] });
    const { user } = renderApp('/history/packs/gizi');
    const topic = await openVideoTopic(user);
    await user.selectOptions(topic.getByLabelText('Sumber video'), 'Berkas di folder media');
    const name = topic.getByLabelText('Nama berkas video');
    for (const bad of ['../rahasia.mp4', 'video/gizi.mp4', '.gizi.mp4', 'gizi.txt']) {
      await user.clear(name);
      await user.type(name, bad);
      expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(topic.getByText(/^Nama berkas tidak sah/)).toBeInTheDocument();
    }
    await user.clear(name);
    await user.type(name, 'tidak-ada.mp4');
    expect(name).toHaveAttribute('aria-invalid', 'false');
    expect(await topic.findByText(/Berkas tidak-ada\.mp4 tidak ada di folder media/)).toBeVisible();
  });
});
