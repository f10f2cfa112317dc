import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits its form without taking focus from the field being typed in', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Name" />
        <SubmitButton>Save</SubmitButton>
      </form>,
    );
    const field = screen.getByLabelText('Name');
    field.focus();
    const button = screen.getByRole('button', { name: 'Save' });
    // A mousedown whose default is prevented does not move the focus (so no blur, no layout shift).
    expect(fireEvent.mouseDown(button)).toBe(false);
    await userEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('is disabled with a spinner while busy', () => {
    const { container } = render(<SubmitButton busy>Save</SubmitButton>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(container.querySelector('.spinner-border')).not.toBeNull();
  });
});
