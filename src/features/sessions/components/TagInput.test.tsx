import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { TagInput } from './TagInput';

const TAGS = ['clinic', 'home', 'follow-up'];

function renderInput() {
  const onAdd = vi.fn();
  renderWithProviders(
    <TagInput label="Search tags" placeholder="Search tags, Enter to add" suggestionsFor={(text) => TAGS.filter((tag) => tag.includes(text))} onAdd={onAdd} />,
  );
  return { onAdd, input: screen.getByRole('combobox', { name: 'Search tags' }) };
}

describe('TagInput', () => {
  it('adds the trimmed free text on Enter and clears the field', async () => {
    const { onAdd, input } = renderInput();
    await userEvent.type(input, '  knee pain {Enter}');
    expect(onAdd).toHaveBeenCalledWith('knee pain');
    expect(input).toHaveValue('');
  });

  it('reaches the suggestions with the arrow keys and takes one with Enter', async () => {
    const { onAdd, input } = renderInput();
    await userEvent.click(input);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'home' })).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'home' }).id);
    // Up from the first suggestion goes back to the typed text; up again wraps to the last suggestion.
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: 'follow-up' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledWith('follow-up');
  });

  it('closes the suggestions with Escape and takes a clicked one', async () => {
    const { onAdd, input } = renderInput();
    await userEvent.type(input, 'o');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.type(input, 'm');
    await userEvent.click(screen.getByRole('option', { name: 'home' }));
    expect(onAdd).toHaveBeenCalledWith('home');
  });
});
