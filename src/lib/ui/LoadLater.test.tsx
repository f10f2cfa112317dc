import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadLater } from './LoadLater';

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

describe('LoadLater', () => {
  let report: Callback = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const afterPaint = () => act(() => vi.runAllTimers());

  it('holds its height until the page has painted and it is near the screen, then renders its part', () => {
    const { container } = render(
      <LoadLater minHeight={120}>
        <p>the card</p>
      </LoadLater>,
    );
    expect(screen.queryByText('the card')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '120px' });
    afterPaint();
    expect(screen.queryByText('the card')).not.toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('the card')).toBeInTheDocument();
  });

  it('keeps the height while a lazily loaded part loads', async () => {
    let resolve: (module: { default: () => ReactNode }) => void = () => undefined;
    const Card = lazy(() => new Promise<{ default: () => ReactNode }>((done) => (resolve = done)));
    const { container } = render(
      <LoadLater minHeight={80}>
        <Card />
      </LoadLater>,
    );
    afterPaint();
    act(() => report([{ isIntersecting: true }]));
    expect(container.firstElementChild).toHaveStyle({ minHeight: '80px' });
    await act(async () => resolve({ default: () => <p>loaded</p> }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
