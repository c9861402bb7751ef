import { renderHook, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useStages } from './use-stages';

describe('useStages', () => {
  it('draws one more stage after each commit, never two at once', async () => {
    const committed: number[] = [];
    const { result } = renderHook(() => {
      const drawn = useStages(3);
      useEffect(() => {
        committed.push(drawn);
      }, [drawn]);
      return drawn;
    });

    await waitFor(() => expect(result.current).toBe(3));
    expect(committed).toEqual([0, 1, 2, 3]);
  });

  it('stays at the last stage', async () => {
    const { result } = renderHook(() => useStages(1));
    await waitFor(() => expect(result.current).toBe(1));
    await new Promise((done) => setTimeout(done, 20));
    expect(result.current).toBe(1);
  });
});
