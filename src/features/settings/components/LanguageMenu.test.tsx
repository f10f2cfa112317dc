import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LanguageMenu } from './LanguageMenu';

const toggle = () => screen.getByRole('button', { name: /^Language/ });

describe('LanguageMenu', () => {
  it('opens from the keyboard, the real toggle keeping the focus', async () => {
    renderWithProviders(<LanguageMenu />);
    const standIn = toggle();
    act(() => standIn.focus());
    // Enter on a focused button is a click.
    fireEvent.click(standIn);
    // While the dropdown loads, the stand-in stays with the focus.
    expect(standIn).toHaveFocus();
    await screen.findByRole('button', { name: 'Français' });
    expect(toggle()).not.toBe(standIn);
    expect(toggle()).toHaveFocus();
  });

  it('keeps the stand-in under a hovering pointer, so that a click cannot fall between two toggles', async () => {
    renderWithProviders(<LanguageMenu />);
    const standIn = toggle();
    fireEvent.pointerEnter(standIn);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toggle()).toBe(standIn);
  });

  it('opens once loaded when the toggle was clicked, and switches the language', async () => {
    const { store } = renderWithProviders(<LanguageMenu />);
    fireEvent.click(toggle());
    fireEvent.click(await screen.findByRole('button', { name: 'Français' }));
    expect(store.getState().settings.language).toBe('fr');
  });
});
