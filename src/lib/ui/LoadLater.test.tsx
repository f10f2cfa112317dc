import { act, render, screen } from '@testing-library/react';
import { lazy, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadLater } from './LoadLater';

describe('LoadLater', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const afterPaint = () => act(() => vi.runAllTimers());

  it('holds its height until the page has painted, then renders its part', () => {
    const { container } = render(
      <LoadLater minHeight={120}>
        <p>the card</p>
      </LoadLater>,
    );
    expect(screen.queryByText('the card')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ minHeight: '120px' });
    afterPaint();
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
    expect(container.firstElementChild).toHaveStyle({ minHeight: '80px' });
    await act(async () => resolve({ default: () => <p>loaded</p> }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
