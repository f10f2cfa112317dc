import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './useNearViewport';

function Probe({ placed = true }: { placed?: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, placed);
  return <div ref={box}>{near ? 'near' : 'far'}</div>;
}

type Callback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;

describe('useNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('once placed, turns true when the element comes within half a screen of the view, and stops observing', () => {
    let report: Callback = () => undefined;
    const disconnect = vi.fn();
    const options: IntersectionObserverInit[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback, init: IntersectionObserverInit) {
          report = callback;
          options.push(init);
        }
        observe() {}
        disconnect = disconnect;
      },
    );
    const { rerender } = render(<Probe placed={false} />);
    expect(options).toEqual([]);
    rerender(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    expect(options).toEqual([{ rootMargin: '50% 0px' }]);
    act(() => report([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });
});
