import { act, screen, within } from '@testing-library/react';
import { renderApp, setTabStorage } from '../../testing/test-utils';
import { updateStore } from './update-store';

describe('the prompt for a new version', () => {
  it('stays hidden while no new version waits', async () => {
    renderApp('/');
    await screen.findByText('Selamat datang di PIBA!');
    expect(screen.queryByText('Versi baru tersedia')).not.toBeInTheDocument();
  });

  it('waits while the quiz is open, shows on leaving it, and reloads only when pressed', async () => {
    const apply = jest.fn();
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' });
    const { user } = renderApp('/questions');
    const firstQuestion = (await screen.findAllByRole('radiogroup'))[0];
    await user.click(within(firstQuestion).getAllByRole('radio')[0]);

    act(() => updateStore.offer(apply));
    // Give the lazily loaded prompt every chance to appear.
    await new Promise((done) => setTimeout(done, 200));
    expect(screen.queryByText('Versi baru tersedia')).not.toBeInTheDocument();
    expect(within(firstQuestion).getAllByRole('radio')[0]).toBeChecked();
    expect(apply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Kembali' }));
    expect(await screen.findByText('Versi baru tersedia')).toBeInTheDocument();
    expect(apply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Muat ulang' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
