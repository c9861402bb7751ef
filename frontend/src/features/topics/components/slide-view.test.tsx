import { act, screen, within } from '@testing-library/react';
import type { Slide } from '../slide';
import { installFakeSpeech } from '../../../lib/speech-fake';
import { renderWithProviders } from '../../../testing/test-utils';
import { Carousel } from './carousel';

const slides: Slide[] = [
  {
    src: '/pemanasan.svg',
    alt: 'Orang memutar lengan',
    heading: 'Tahap 1: pemanasan',
    body: ['Gerakkan kepala dan bahu perlahan.', ['Bernapas biasa.', 'Jangan menahan napas.']],
    more: ['Pemanasan membuat otot siap.'],
  },
  { src: '/inti.svg', alt: 'Orang mengangkat lutut', heading: 'Tahap 2: gerakan inti', body: [] },
];

const highlighted = '#fff1b8';

describe('a slide as text', () => {
  it('shows its heading, paragraphs and list as text beside the drawing', () => {
    renderWithProviders(<Carousel slides={slides} label="Senam" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Tahap 1: pemanasan' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Orang memutar lengan' })).toBeVisible();
    expect(screen.getByText('Gerakkan kepala dan bahu perlahan.')).toBeVisible();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bernapas biasa.', 'Jangan menahan napas.']);
  });

  it('opens "Selengkapnya" on request', async () => {
    const { user } = renderWithProviders(<Carousel slides={slides} label="Senam" />);
    const more = screen.getByRole('button', { name: 'Selengkapnya' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Pemanasan membuat otot siap.')).not.toBeVisible();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Pemanasan membuat otot siap.')).toBeVisible();
  });
});

describe('"Dengarkan" on a slide', () => {
  let fake: ReturnType<typeof installFakeSpeech>;
  beforeEach(() => {
    fake = installFakeSpeech();
  });
  afterEach(() => fake.uninstall());

  const withVoice = () => act(() => fake.synth.loadVoices([{ lang: 'id-ID', name: 'Damayanti' }]));

  it('is offered only once the browser has an Indonesian voice', () => {
    renderWithProviders(<Carousel slides={slides} label="Senam" />);
    expect(screen.queryByRole('button', { name: 'Dengarkan' })).not.toBeInTheDocument();
    act(() => fake.synth.loadVoices([{ lang: 'en-US', name: 'English' }]));
    expect(screen.queryByRole('button', { name: 'Dengarkan' })).not.toBeInTheDocument();
    withVoice();
    expect(screen.getByRole('button', { name: 'Dengarkan' })).toBeVisible();
  });

  it('reads the heading and body in Indonesian, marking what it reads, until "Berhenti"', async () => {
    const { user } = renderWithProviders(<Carousel slides={slides} label="Senam" />);
    withVoice();
    await user.click(screen.getByRole('button', { name: 'Dengarkan' }));
    expect(fake.synth.said).toEqual(
      [
        'Tahap 1: pemanasan',
        'Gerakkan kepala dan bahu perlahan.',
        'Bernapas biasa.',
        'Jangan menahan napas.',
      ].map((text) => ({ text, lang: 'id-ID', voice: 'Damayanti' })),
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveStyle({ backgroundColor: highlighted });
    act(() => fake.synth.finishOne());
    expect(screen.getByText('Gerakkan kepala dan bahu perlahan.')).toHaveStyle({
      backgroundColor: highlighted,
    });
    expect(screen.getByRole('heading', { level: 2 })).not.toHaveStyle({
      backgroundColor: highlighted,
    });
    await user.click(screen.getByRole('button', { name: 'Berhenti' }));
    expect(fake.synth.speaking).toBe(false);
    expect(screen.getByRole('button', { name: 'Dengarkan' })).toBeVisible();
    expect(screen.getByText('Gerakkan kepala dan bahu perlahan.')).not.toHaveStyle({
      backgroundColor: highlighted,
    });
  });

  it('reads "Selengkapnya" too when it is open', async () => {
    const { user } = renderWithProviders(<Carousel slides={slides} label="Senam" />);
    withVoice();
    await user.click(screen.getByRole('button', { name: 'Selengkapnya' }));
    await user.click(screen.getByRole('button', { name: 'Dengarkan' }));
    expect(fake.synth.said.map(({ text }) => text).at(-1)).toBe('Pemanasan membuat otot siap.');
  });

  it('stops when the student moves to another slide', async () => {
    const { user } = renderWithProviders(<Carousel slides={slides} label="Senam" />);
    withVoice();
    await user.click(screen.getByRole('button', { name: 'Dengarkan' }));
    await user.click(screen.getByRole('button', { name: 'Gambar berikutnya' }));
    expect(fake.synth.speaking).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Tahap 2: gerakan inti' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Dengarkan' })).toBeVisible();
  });

  it('stops when the page is closed', async () => {
    const { user, unmount } = renderWithProviders(<Carousel slides={slides} label="Senam" />);
    withVoice();
    await user.click(screen.getByRole('button', { name: 'Dengarkan' }));
    unmount();
    expect(fake.synth.speaking).toBe(false);
  });
});
