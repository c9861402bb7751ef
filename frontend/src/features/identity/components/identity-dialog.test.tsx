import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { IdentityDialog } from './identity-dialog';

describe('the name-and-class dialog', () => {
  it('says in short what is stored and who sees it, with a link to the full notice', () => {
    renderWithProviders(<IdentityDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    expect(
      within(dialog).getByText(/^Nama, kelas, dan nilaimu disimpan agar gurumu bisa melihat/),
    ).toHaveTextContent('Hanya guru sesimu dan admin universitas yang bisa melihatnya.');
    const link = within(dialog).getByRole('link', { name: /^Baca kebijakan privasi/ });
    expect(link).toHaveAttribute('href', '/privasi');
    // A new tab: the quiz and what the student has typed stay where they are.
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(dialog).toHaveAccessibleDescription(/Hanya guru sesimu dan admin universitas/);
  });

  it('keeps its fields and its one button, and asks for no extra click', () => {
    renderWithProviders(<IdentityDialog open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'Masukkan Identitasmu' });
    expect(within(dialog).getByText('Silakan isi nama dan kelasmu di bawah ini')).toBeVisible();
    expect(within(dialog).getByLabelText('Nama')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Kelas')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(2);
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
