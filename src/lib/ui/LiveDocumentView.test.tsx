import { screen } from '@testing-library/react';
import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import type { Live } from '../firebase/hooks';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BackButton, LiveDocumentView } from './LiveDocumentView';

function show(live: Live<{ name: string } | null>, failed?: (message: string) => string) {
  renderWithProviders(
    <LiveDocumentView live={live} notFound="This order could not be found." failed={failed} back={<BackButton to="/orders">Order History</BackButton>}>
      {(data) => <h1>{data.name}</h1>}
    </LiveDocumentView>,
  );
}

const refused = new FirebaseError('permission-denied', 'Missing or insufficient permissions.');

describe('LiveDocumentView', () => {
  it('shows the document under the way back', () => {
    show({ data: { name: 'Order 1' }, loading: false, error: null });
    expect(screen.getByRole('heading', { name: 'Order 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order History' })).toHaveAttribute('href', '/orders');
  });

  it('waits while the document loads', () => {
    show({ data: null, loading: true, error: null });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it("says a missing document, or one the rules refuse (someone else's), cannot be found", () => {
    show({ data: null, loading: false, error: refused });
    expect(screen.getByText('This order could not be found.')).toBeInTheDocument();
    expect(screen.queryByText('Missing or insufficient permissions.')).not.toBeInTheDocument();
  });

  it('shows why the document could not be read', () => {
    show({ data: null, loading: false, error: new Error('The service is currently unavailable.') });
    expect(screen.getByText('The service is currently unavailable.')).toBeInTheDocument();
  });

  it('with a failure message, shows every read failure with it', () => {
    show({ data: null, loading: false, error: refused }, (message) => `Could not load: ${message}`);
    expect(screen.getByText('Could not load: Missing or insufficient permissions.')).toBeInTheDocument();
  });
});
