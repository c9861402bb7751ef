import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/test-utils';

describe('unknown paths', () => {
  it('show an Indonesian not-found page with a way home', async () => {
    const { user } = renderApp('/tidak-ada/sama-sekali');
    expect(
      await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Kembali ke Beranda' }));
    expect(await screen.findByText('Selamat datang di PIBA!')).toBeInTheDocument();
  });
});
