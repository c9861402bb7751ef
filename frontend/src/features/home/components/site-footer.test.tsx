import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { SiteFooter } from './site-footer';

describe('the site footer', () => {
  it('links "Kebijakan Privasi" to the privacy notice and keeps the other related labels', () => {
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const column = within(footer).getByRole('heading', { name: 'Tautan Terkait' }).parentElement!;
    const related = within(column).getByRole('list');
    expect(
      within(related)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tentang PIBA', 'Panduan untuk Guru', 'Kebijakan Privasi', 'Hubungi Kami']);
    expect(within(related).getByRole('link', { name: 'Kebijakan Privasi' })).toHaveAttribute(
      'href',
      '/privasi',
    );
    expect(within(related).getAllByRole('link')).toHaveLength(1);
  });
});
