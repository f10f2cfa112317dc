import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LanguageMenu } from './LanguageMenu';

const toggle = () => screen.getByRole('button', { name: /^Language/ });

describe('LanguageMenu', () => {
  it('loads its dropdown when the keyboard reaches the toggle, which keeps the focus', async () => {
    renderWithProviders(<LanguageMenu />);
    const standIn = toggle();
    act(() => standIn.focus());
    // While the dropdown loads, the stand-in stays with the focus.
    expect(standIn).toHaveFocus();
    await waitFor(() => expect(toggle()).not.toBe(standIn));
    expect(toggle()).toHaveFocus();
  });

  it('opens once loaded when the toggle was clicked, and switches the language', async () => {
    const { store } = renderWithProviders(<LanguageMenu />);
    fireEvent.click(toggle());
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));
    expect(store.getState().settings.language).toBe('fr');
  });
});
