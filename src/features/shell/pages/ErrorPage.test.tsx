import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStore } from '../../../test/app';
import { initI18n } from '../../../test/app';
import ErrorPage from './ErrorPage';

beforeAll(() => initI18n('en'));

function renderError(code: string) {
  const store = makeStore({});
  const router = createMemoryRouter(
    [
      { path: '/before', element: <p>The page before</p> },
      { path: '/error/:code', element: <ErrorPage /> },
    ],
    { initialEntries: ['/before', `/error/${code}`], initialIndex: 1 },
  );
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('ErrorPage', () => {
  it('says the page is not found for 404, with the not-found image, and goes back one page', async () => {
    renderError('404');
    expect(screen.getByRole('heading', { name: 'Oops! This Page is Not Found.' })).toBeVisible();
    expect(screen.getByText('The requested page dose not exist.')).toBeVisible();
    expect(screen.getByRole('img', { name: '404' })).toHaveAttribute('src', '/images/error-404.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('The page before')).toBeInTheDocument();
  });

  it('shows the server error image for any other code', () => {
    renderError('503');
    expect(screen.getByRole('img', { name: '500' })).toHaveAttribute('src', '/images/error-500.svg');
    expect(screen.queryByText('Oops! This Page is Not Found.')).toBeNull();
  });
});
