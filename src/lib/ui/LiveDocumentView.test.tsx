import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BackButton, LiveDocumentView, type DocumentResult } from './LiveDocumentView';

function show(live: DocumentResult<{ name: string }>, failed?: (message: string) => string) {
  renderWithProviders(
    <LiveDocumentView live={live} notFound="This order could not be found." failed={failed} back={<BackButton to="/orders">Order History</BackButton>}>
      {(data) => <h1>{data.name}</h1>}
    </LiveDocumentView>,
  );
}

/** A read the rules refused, as the server-data layer reports it. */
const refused = { message: 'Missing or insufficient permissions.', code: 'permission-denied' };

describe('LiveDocumentView', () => {
  it('shows the document under the way back', () => {
    show({ data: { name: 'Order 1' }, isLoading: false });
    expect(screen.getByRole('heading', { name: 'Order 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order History' })).toHaveAttribute('href', '/orders');
  });

  it('waits while the document loads', () => {
    show({ isLoading: true });
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('says a missing document cannot be found, as the heading of the page', () => {
    show({ data: null, isLoading: false });
    expect(screen.getByRole('heading', { level: 1, name: 'This order could not be found.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order History' })).toBeInTheDocument();
  });

  it("says a document the rules refuse (someone else's) cannot be found", () => {
    show({ isLoading: false, error: refused });
    expect(screen.getByText('This order could not be found.')).toBeInTheDocument();
    expect(screen.queryByText('Missing or insufficient permissions.')).not.toBeInTheDocument();
  });

  it('shows why the document could not be read, as the heading of the page', () => {
    show({ isLoading: false, error: { message: 'The service is currently unavailable.' } });
    expect(screen.getByRole('heading', { level: 1, name: 'The service is currently unavailable.' })).toBeInTheDocument();
  });

  it('with a failure message, shows every read failure with it', () => {
    show({ isLoading: false, error: refused }, (message) => `Could not load: ${message}`);
    expect(screen.getByText('Could not load: Missing or insufficient permissions.')).toBeInTheDocument();
  });
});
