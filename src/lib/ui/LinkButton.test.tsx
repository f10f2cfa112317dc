import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('is a button that opens its page with a click, Enter or Space', async () => {
    const user = userEvent.setup();
    for (const press of [
      (button: HTMLElement) => user.click(button),
      async (button: HTMLElement) => {
        button.focus();
        await user.keyboard('{Enter}');
      },
      async (button: HTMLElement) => {
        button.focus();
        await user.keyboard(' ');
      },
    ]) {
      const { unmount } = renderWithProviders(
        <LinkButton to="/profile" variant="outline-primary" size="sm">
          My Profile
        </LinkButton>,
      );
      const button = screen.getByRole('button', { name: 'My Profile' });
      expect(button).toHaveAttribute('href', '/profile');
      expect(button).toHaveClass('btn', 'btn-outline-primary', 'btn-sm');
      await press(button);
      expect(screen.getByTestId('location')).toHaveTextContent('/profile');
      unmount();
    }
  });
});
