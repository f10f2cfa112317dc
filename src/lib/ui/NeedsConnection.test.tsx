import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NeedsConnection } from './NeedsConnection';
import { OfflineBanner } from './OfflineBanner';
import { renderWithProviders } from '../../test/renderWithProviders';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('offline notices', () => {
  afterEach(() => vi.restoreAllMocks());

  it('say why an action waits for the connection only while the device is offline', () => {
    render(<NeedsConnection message="Checkout needs an internet connection." />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Checkout needs an internet connection.');
    goOffline(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('show the offline banner while offline', () => {
    renderWithProviders(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline. This device shows what it saved; changes you make are sent when you are back online.');
  });
});
