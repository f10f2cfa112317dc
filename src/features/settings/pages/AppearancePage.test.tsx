import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../test/app';
import { settingsSlice } from '../settingsSlice';
import AppearancePage from './AppearancePage';

beforeAll(() => initI18n('en'));

let systemDark = false;
beforeEach(() => {
  systemDark = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('dark') && systemDark,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

function renderPage() {
  const store = configureStore({ reducer: { settings: settingsSlice.reducer } });
  render(
    <Provider store={store}>
      <AppearancePage />
    </Provider>,
  );
  return store;
}

describe('AppearancePage', () => {
  it('syncs with the system by default: the system theme is Active, no radio buttons', () => {
    systemDark = true;
    renderPage();
    expect(screen.getByRole('heading', { name: 'Theme preferences' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Theme mode' })).toHaveValue('sync');
    expect(within(screen.getByTestId('theme-card-night')).getByText('Active')).toBeVisible();
    expect(within(screen.getByTestId('theme-card-light')).queryByText('Active')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Light' })).toBeNull();
  });

  it('offers Light and Dark radio buttons when a theme is selected by hand', async () => {
    const store = renderPage();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Theme mode' }), 'Select a theme');
    expect(store.getState().settings.syncWithSystem).toBe(false);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(store.getState().settings.theme).toBe('night');
    expect(within(screen.getByTestId('theme-card-night')).getByText('Active')).toBeVisible();
  });

  it('switches colour set, language and menu layout', async () => {
    const store = renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Emerald' }));
    expect(store.getState().settings.colourSet).toBe(7);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    expect(store.getState().settings.language).toBe('ar');
    await userEvent.click(screen.getByRole('switch', { name: 'Mini sidebar' }));
    expect(store.getState().settings.miniSidebar).toBe(true);
    await userEvent.click(screen.getByRole('switch', { name: 'Horizontal menu' }));
    expect(store.getState().settings.horizontalMenu).toBe(true);
    expect(screen.getByRole('switch', { name: 'Mini sidebar' })).toBeDisabled();
  });
});
