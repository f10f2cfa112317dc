import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PreorderUnit } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { emptyUnit } from '../logic/preorderLogic';
import { addUnitNote, assignUnit, saveUnitDetails } from '../api/preordersFirestore';
import { OrderManagement } from './OrderManagement';
import { fakeTimestamp } from '../../../test/timestamps';

vi.mock('../api/preordersFirestore', () => ({ saveUnitDetails: vi.fn(), addUnitNote: vi.fn(), assignUnit: vi.fn() }));

const built: PreorderUnit = {
  ...emptyUnit(0),
  boardId: 'MW-KS-1A2B3C',
  firmwareVersion: '2.3.1',
  status: 'Packaging',
  qaSignature: 'AM',
  qaDate: fakeTimestamp(new Date(2030, 4, 6)),
  assignedTo: 'Alex Morgan',
  notes: [{ user: 'Priya Shah', content: 'Battery calibrated.', timestamp: fakeTimestamp(new Date(2030, 4, 7, 14, 5, 9)) }],
};

function renderUnits(quantity = 3) {
  return renderWithProviders(<OrderManagement preorderId="KSP-9" preorder={{ quantity, orderDevicesData: [built] }} />);
}

describe('OrderManagement', () => {
  beforeEach(() => {
    for (const call of [saveUnitDetails, addUnitNote, assignUnit]) vi.mocked(call).mockReset().mockResolvedValue(undefined);
  });

  it('has one row per ordered unit', () => {
    renderUnits();
    const rows = screen.getAllByTestId('unit-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('MW-KS-1A2B3C2.3.1PackagingAM2030-05-06');
    expect(within(rows[0]).getByRole('button', { name: 'Unit 1 assigned to Alex Morgan' })).toHaveTextContent('AM');
    expect(within(rows[1]).getByRole('button', { name: 'Assign unit 2' })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Pending');
  });

  it('edits a unit in place and stores it on confirm', async () => {
    const user = userEvent.setup();
    renderUnits();
    await user.click(screen.getByRole('button', { name: 'Edit unit 2' }));
    await user.type(screen.getByLabelText('Board ID (unit 2)'), ' MW-KS-NEW ');
    await user.type(screen.getByLabelText('Firmware Version (unit 2)'), '2.4.0');
    await user.selectOptions(screen.getByLabelText('Status (unit 2)'), 'In Assembly');
    await user.type(screen.getByLabelText('QA Date (unit 2)'), '2030-06-01');
    await user.click(screen.getByRole('button', { name: 'Confirm unit 2' }));
    await waitFor(() => expect(saveUnitDetails).toHaveBeenCalledTimes(1));
    expect(saveUnitDetails).toHaveBeenCalledWith('KSP-9', 1, {
      boardId: 'MW-KS-NEW',
      firmwareVersion: '2.4.0',
      status: 'In Assembly',
      qaSignature: '',
      qaDate: new Date(2030, 5, 1),
    });
    expect(await screen.findByRole('button', { name: 'Edit unit 2' })).toBeInTheDocument();
  });

  it('keeps the edit open and says why when the unit cannot be stored', async () => {
    vi.mocked(saveUnitDetails).mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderUnits();
    await user.click(screen.getByRole('button', { name: 'Edit unit 1' }));
    await user.clear(screen.getByLabelText('Board ID (unit 1)'));
    await user.type(screen.getByLabelText('Board ID (unit 1)'), 'MW-KS-TYPED');
    await user.click(screen.getByRole('button', { name: 'Confirm unit 1' }));
    expect(await screen.findByText('Unit 1 could not be saved: offline')).toBeInTheDocument();
    expect(screen.getByLabelText('Board ID (unit 1)')).toHaveValue('MW-KS-TYPED');
  });

  it('cancelling an edit stores nothing', async () => {
    const user = userEvent.setup();
    renderUnits();
    await user.click(screen.getByRole('button', { name: 'Edit unit 1' }));
    await user.type(screen.getByLabelText('QA Signature (unit 1)'), 'X');
    await user.click(screen.getByRole('button', { name: 'Cancel editing unit 1' }));
    expect(saveUnitDetails).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('unit-row')[0]).toHaveTextContent('AM2030-05-06');
  });

  it("shows a unit's notes and refuses an empty one", async () => {
    const user = userEvent.setup();
    renderUnits();
    await user.click(screen.getByRole('button', { name: 'Notes of unit 1 (1 note)' }));
    const notes = screen.getByRole('list', { name: 'Notes of unit 1' });
    expect(notes).toHaveTextContent('Priya Shah2030-05-07 14:05:09Battery calibrated.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Content cannot be empty')).toBeInTheDocument();
    expect(addUnitNote).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Add a note to unit 1'), 'Strap replaced.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(addUnitNote).toHaveBeenCalledWith('KSP-9', 0, { user: '', content: 'Strap replaced.' }));
    await waitFor(() => expect(screen.getByLabelText('Add a note to unit 1')).toHaveValue(''));
  });

  it('assigns a unit to a staff member from the popover', async () => {
    const user = userEvent.setup();
    renderUnits();
    await user.click(screen.getByRole('button', { name: 'Assign unit 3' }));
    const popover = await screen.findByRole('tooltip');
    expect(within(popover).getAllByRole('button').map((option) => option.textContent)).toEqual(['AMAlex Morgan', 'PSPriya Shah', 'Unassigned']);
    await user.click(within(popover).getByRole('button', { name: 'Priya Shah' }));
    await waitFor(() => expect(assignUnit).toHaveBeenCalledWith('KSP-9', 2, 'Priya Shah'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});
