import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { PlanForm } from './PlanForm';

const EXERCISES = [
  { docId: 'quad', id: 'quad', name: 'Quad sets', device: 'Knee Brace' },
  { docId: 'heel', id: 'heel', name: 'Heel slides', device: 'Knee Brace' },
  { docId: 'grip', id: 'grip', name: 'Grip squeeze', device: 'Glove' },
];

function renderForm(onSave = vi.fn(() => Promise.resolve())) {
  renderWithProviders(<PlanForm exercises={EXERCISES} onSave={onSave} onCancel={vi.fn()} />);
  return onSave;
}

const rows = () => screen.getAllByTestId('exercise-row');

describe('PlanForm', () => {
  it('offers Knee Brace first and reps 1 to 10', () => {
    renderForm();
    expect(screen.getByLabelText('Device')).toHaveValue('Knee Brace');
    expect(within(screen.getByLabelText('Device')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Knee Brace', 'Glove', 'Neat', 'Band']);
    expect(within(screen.getByLabelText('Reps')).getAllByRole('option').map((o) => o.textContent)).toEqual(
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
    );
  });

  it('requires a name and marks the first exercise invalid', async () => {
    const onSave = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Exercise 1')).toHaveClass('is-invalid');
    expect(screen.getByText('Choose the first exercise.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds rows, never removes the first, and drops empty rows on save', async () => {
    const onSave = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Knee week 1');
    await userEvent.selectOptions(screen.getByLabelText('Exercise 1'), 'Quad sets');
    await userEvent.selectOptions(screen.getAllByLabelText('Reps')[0], '7');
    await userEvent.click(screen.getByRole('button', { name: 'Add another' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add another' }));
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Remove exercise 1' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Exercise 3'), 'Heel slides');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ name: 'Knee week 1', device: 'Knee Brace', exerciseArray: ['quad', 'heel'], reps: [7, 1] }),
    );
  });

  it('stops offering rows at 50 exercises', async () => {
    renderForm();
    // Clicked directly: 49 clicks through user-event take seconds.
    const addAnother = screen.getByRole('button', { name: 'Add another' });
    for (let row = 1; row < 50; row++) fireEvent.click(addAnother);
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(screen.queryByRole('button', { name: 'Add another' })).not.toBeInTheDocument();
  });

  it('offers the exercises of the chosen device and resets the rows when it changes', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Add another' }));
    expect(rows()).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Device'), 'Glove');
    expect(rows()).toHaveLength(1);
    expect(within(screen.getByLabelText('Exercise 1')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose an exercise', 'Grip squeeze']);
  });

  it('shows a failed save and keeps what was typed', async () => {
    renderForm(vi.fn(() => Promise.reject(new Error('Missing or insufficient permissions.'))));
    await userEvent.type(screen.getByLabelText('Name'), 'Mine');
    await userEvent.selectOptions(screen.getByLabelText('Exercise 1'), 'Quad sets');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Mine');
  });
});
