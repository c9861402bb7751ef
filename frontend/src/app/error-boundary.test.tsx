import { render, screen } from '@testing-library/react';
import { expectConsoleErrors } from '../testing/test-utils';
import { AppProvider } from './provider';

function Broken(): never {
  throw new Error('secret stack detail');
}

describe('AppProvider error boundary', () => {
  it('shows an Indonesian message instead of a blank page or the error', () => {
    expectConsoleErrors();
    render(
      <AppProvider>
        <Broken />
      </AppProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Terjadi kesalahan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeInTheDocument();
    expect(screen.queryByText(/secret stack detail/)).not.toBeInTheDocument();
  });
});
