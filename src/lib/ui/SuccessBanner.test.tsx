import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUCCESS_BANNER_MS, SuccessBanner } from './SuccessBanner';

describe('SuccessBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the message and closes itself after 3 seconds, not before', () => {
    const onClose = vi.fn();
    render(<SuccessBanner message="Saved." onClose={onClose} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives a new message its own 3 seconds, and closes nothing once it is gone', () => {
    const onClose = vi.fn();
    const { rerender, unmount } = render(<SuccessBanner message="Saved." onClose={onClose} />);
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 1000));
    rerender(<SuccessBanner message="Saved again." onClose={onClose} />);
    act(() => vi.advanceTimersByTime(SUCCESS_BANNER_MS - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);

    rerender(<SuccessBanner message="Once more." onClose={onClose} />);
    unmount();
    act(() => vi.advanceTimersByTime(2 * SUCCESS_BANNER_MS));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without a message', () => {
    const { container } = render(<SuccessBanner message={null} onClose={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
