import { act, Component, type ComponentType, type ReactNode, Suspense } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent, loadPaintedParts } from './lazy-component';

function Answer() {
  return <textarea aria-label="Answer" defaultValue="" />;
}

function Page({ round, Part }: { round: number; Part: ComponentType }) {
  return (
    <>
      <p>Round {round}</p>
      <Suspense fallback={<p>Loading…</p>}>
        <Part />
      </Suspense>
    </>
  );
}

// act() is used on roots of this file's own, not through Testing Library, which would set this
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a part whose code loads on demand', () => {
  it('shows once its code is in, and renders without waiting after that', async () => {
    const Part = lazyComponent(
      'PartShown',
      () => Promise.resolve({ Answer }),
      (m) => m.Answer,
    );
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page round={1} Part={Part} />));
    expect(container.querySelector('textarea')).not.toBeNull();
    // once loaded, a server render draws it straight away rather than its fallback
    expect(renderToString(<Page round={1} Part={Part} />)).toContain('<textarea');
    act(() => root.unmount());
  });

  it('painted on the server, keeps its element and what was typed when the page updates at once', async () => {
    // the code arrives when the test says so
    const arrivals: Array<() => void> = [];
    const arrive = () => arrivals.splice(0).forEach((give) => give());
    const Part = lazyComponent(
      'PartPainted',
      () => new Promise<{ Answer: typeof Answer }>((resolve) => arrivals.push(() => resolve({ Answer }))),
      (m) => m.Answer,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page round={1} Part={Answer} />);
    document.body.append(container);
    const painted = container.querySelector('textarea')!;
    painted.value = 'typed before the app ran';

    const parts = loadPaintedParts(['PartPainted', 'a part this build does not have']);
    arrive();
    await parts;
    const root = await act(async () => hydrateRoot(container, <Page round={1} Part={Part} />));
    await act(async () => root.render(<Page round={2} Part={Part} />));
    // code asked for only now would come after the update
    await act(async () => arrive());

    expect(container.querySelector('p')!.textContent).toBe('Round 2');
    expect(container.querySelector('textarea')).toBe(painted);
    expect(painted.value).toBe('typed before the app ran');
    act(() => root.unmount());
  });

  it('loads a painted part declared by the code of another, once that code is in', async () => {
    const innerLoaded = vi.fn(() => Promise.resolve({ Answer }));
    const Outer = lazyComponent(
      'PartOuter',
      () => {
        // the outer part's module declares the inner one as it runs
        lazyComponent('PartInner', innerLoaded, (m) => m.Answer);
        return Promise.resolve({ Answer });
      },
      (m) => m.Answer,
    );
    await loadPaintedParts(['PartInner', 'PartOuter']);
    expect(innerLoaded).toHaveBeenCalledTimes(1);
    expect(renderToString(<Page round={1} Part={Outer} />)).toContain('<textarea');
  });

  it('shows a failed load to the error boundary, and tries again when preloaded again', async () => {
    let attempts = 0;
    const Part = lazyComponent(
      'PartFailing',
      () => (++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Answer })),
      (m) => m.Answer,
    );
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      override render = () => (this.state.failed ? <p>Could not load</p> : this.props.children);
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () =>
      root.render(
        <Boundary key="first">
          <Page round={1} Part={Part} />
        </Boundary>,
      ),
    );
    expect(container.textContent).toBe('Could not load');
    await act(async () => Part.preload());
    await act(async () =>
      root.render(
        <Boundary key="again">
          <Page round={1} Part={Part} />
        </Boundary>,
      ),
    );
    expect(container.querySelector('textarea')).not.toBeNull();
    expect(attempts).toBe(2);
    act(() => root.unmount());
  });

  it('refuses a second part of the same name', () => {
    const load = () => Promise.resolve({ Answer });
    lazyComponent('PartTwice', load, (m) => m.Answer);
    expect(() => lazyComponent('PartTwice', load, (m) => m.Answer)).toThrow(/PartTwice/);
  });
});
