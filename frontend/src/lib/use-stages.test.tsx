import { render, renderHook, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { Later, useStageReached, useStages } from './use-stages';

/** What the page shows at each commit, its paragraphs' texts. */
function renderCommits(page: ReactNode) {
  const commits: string[][] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const onRender = () =>
    commits.push([...container.querySelectorAll('p')].map((p) => p.textContent ?? ''));
  const wrap = (children: ReactNode) => (
    <Profiler id="page" onRender={onRender}>
      {children}
    </Profiler>
  );
  const view = render(wrap(page), { container });
  return { commits, rerender: (next: ReactNode) => view.rerender(wrap(next)) };
}

describe('useStages and Later', () => {
  it('draws each stage after the commit of the one before, without drawing the page again', () => {
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      const stages = useStages();
      return (
        <>
          <p>top</p>
          <Later stages={stages} at={1}>
            <p>one</p>
          </Later>
          <Later stages={stages} at={2}>
            <p>two</p>
          </Later>
          <Later stages={stages} at={1}>
            <p>one, further down</p>
          </Later>
        </>
      );
    }
    const { commits } = renderCommits(<Page />);

    expect(pageRenders).toBe(1);
    // One commit per stage: the top alone, then both parts of stage 1, then stage 2.
    expect(commits).toEqual([
      ['top'],
      ['top', 'one', 'one, further down'],
      ['top', 'one', 'two', 'one, further down'],
    ]);
  });

  it('draws a part at once when asked to (printing), and one mounted after its turn at once', () => {
    function Page({ now, late }: { now: boolean; late?: ReactNode }) {
      const stages = useStages();
      return (
        <>
          <Later stages={stages} at={1}>
            <p>one</p>
          </Later>
          <Later stages={stages} at={2} now={now}>
            <p>two</p>
          </Later>
          {late && (
            <Later stages={stages} at={1}>
              {late}
            </Later>
          )}
        </>
      );
    }
    const { commits, rerender } = renderCommits(<Page now />);
    expect(commits[0]).toEqual(['two']);
    expect(commits.at(-1)).toEqual(['one', 'two']);

    rerender(<Page now={false} late={<p>late</p>} />);
    expect(screen.getByText('late')).toBeInTheDocument();
  });

  it('draws a part at once outside a staged page (no stages)', () => {
    const { commits } = renderCommits(
      <Later stages={undefined} at={2}>
        <p>alone</p>
      </Later>,
    );
    expect(commits).toEqual([['alone']]);
  });

  it('tells a component when its stage comes, one stage a render', () => {
    const seen: boolean[][] = [];
    renderHook(() => {
      const stages = useStages();
      const reached = [useStageReached(stages, 1), useStageReached(stages, 2)];
      seen.push(reached);
      return reached;
    });
    expect(seen).toEqual([
      [false, false],
      [true, false],
      [true, true],
    ]);
  });
});
