import { render, screen } from '@testing-library/react';
import { jsonResponse, mockFetch, requestUrl } from '../../../testing/test-utils';
import { OpenAccessBanner } from './open-access-banner';

jest.unmock('./open-access-banner');

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the open-access banner', () => {
  it('says plainly that anyone can read the results when the server has no admin key', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(200, { open_access: true }));
    render(<OpenAccessBanner />);
    expect(
      await screen.findByText(/siapa pun dapat melihat semua nama dan nilai siswa/),
    ).toBeVisible();
    expect(requestUrl(fetchMock.mock.calls[0][0])).toBe('/api/teacher/access');
  });

  it('shows nothing on a closed server', async () => {
    mockFetch().mockResolvedValue(jsonResponse(200, { open_access: false }));
    const { container } = render(<OpenAccessBanner />);
    await settled();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the server cannot be asked', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const { container } = render(<OpenAccessBanner />);
    await settled();
    expect(container).toBeEmptyDOMElement();
  });
});
