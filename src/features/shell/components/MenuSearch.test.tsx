import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../test/app';
import { DOCTOR_MENU } from '../logic/menu';
import { MenuSearch } from './MenuSearch';

beforeAll(() => initI18n('en'));

function renderSearch() {
  const router = createMemoryRouter([{ path: '*', element: <MenuSearch items={DOCTOR_MENU} /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('MenuSearch', () => {
  it("lists matching menu entries and says 'Search Not Found' otherwise", async () => {
    renderSearch();
    const search = screen.getByRole('combobox', { name: 'Search the menu' });
    await userEvent.type(search, 'pat');
    expect(screen.getByRole('link', { name: 'All Patients' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Patient' })).toBeVisible();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(screen.getByText('Search Not Found')).toBeVisible();
  });

  it('opens the first match with Enter and clears with Escape', async () => {
    const router = renderSearch();
    const search = screen.getByRole('combobox', { name: 'Search the menu' });
    await userEvent.type(search, 'calendar{Enter}');
    expect(router.state.location.pathname).toBe('/app/calendar');
    expect(search).toHaveValue('');
    await userEvent.type(search, 'chat{Escape}');
    expect(search).toHaveValue('');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('moves through the matches with the arrow keys and back to the search box', async () => {
    renderSearch();
    const search = screen.getByRole('combobox', { name: 'Search the menu' });
    await userEvent.type(search, 'pat');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All Patients' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Add Patient' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Add Patient' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(search).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(search).toHaveFocus();
    expect(search).toHaveValue('');
  });
});
