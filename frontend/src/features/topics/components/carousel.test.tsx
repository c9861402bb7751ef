import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/test-utils';
import { Carousel } from './carousel';

const slides = ['Satu', 'Dua', 'Tiga'].map((alt, i) => ({
  src: `/slide-${i}.svg`,
  alt,
  heading: `Judul ${alt}`,
  body: [],
}));

function renderCarousel() {
  return renderWithProviders(<Carousel slides={slides} label="Contoh" />);
}

const shownImage = () => screen.getByRole('img');

describe('Carousel', () => {
  it('starts at the first image and wraps around forward', async () => {
    const { user } = renderCarousel();
    expect(shownImage()).toHaveAccessibleName('Satu');
    const next = screen.getByRole('button', { name: 'Gambar berikutnya' });
    await user.click(next);
    expect(shownImage()).toHaveAccessibleName('Dua');
    await user.click(next);
    await user.click(next);
    expect(shownImage()).toHaveAccessibleName('Satu');
  });

  it('wraps around backward from the first image to the last', async () => {
    const { user } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Gambar sebelumnya' }));
    expect(shownImage()).toHaveAccessibleName('Tiga');
  });

  it('jumps to an image with its dot and marks the dot current', async () => {
    const { user } = renderCarousel();
    expect(screen.getByRole('button', { name: 'Slide 1 dari 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const third = screen.getByRole('button', { name: 'Slide 3 dari 3' });
    await user.click(third);
    expect(shownImage()).toHaveAccessibleName('Tiga');
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Slide 1 dari 3' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('moves with the arrow keys, wrapping both ways', async () => {
    const { user } = renderCarousel();
    await user.keyboard('{ArrowLeft}');
    expect(shownImage()).toHaveAccessibleName('Tiga');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(shownImage()).toHaveAccessibleName('Dua');
  });

  it('shows a note and no controls when there are no images', () => {
    renderWithProviders(<Carousel slides={[]} label="Kosong" />);
    expect(screen.getByText(/belum tersedia/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
