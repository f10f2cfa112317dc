import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { KneeSleevePreorder, PreorderEvent } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { addStatusEvent } from '../api/preordersFirestore';
import { StatusTimeline } from './StatusTimeline';
import { fakeTimestamp } from '../../../test/timestamps';

vi.mock('../api/preordersFirestore', () => ({
  addStatusEvent: vi.fn(),
  EventNoLongerNextError: class extends Error {},
}));

const timelineOf = (...events: PreorderEvent[]): KneeSleevePreorder['timeline'] =>
  events.map((event, n) => ({ event, timestamp: fakeTimestamp(new Date(2030, 0, 1 + n, 9, 30, 15, 250)) }));

const pad = (n: number) => String(n).padStart(2, '0');
const tomorrow = () => {
  const day = new Date(Date.now() + 86_400_000);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

describe('StatusTimeline', () => {
  beforeEach(() => {
    vi.mocked(addStatusEvent).mockReset().mockResolvedValue(undefined);
  });

  it('lists the events with their time to the millisecond', () => {
    renderWithProviders(<StatusTimeline preorderId="KSP-1" timeline={timelineOf('Payment received', 'Preparing Order')} />);
    const items = within(screen.getByRole('list', { name: 'Order Status' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Payment received2030-01-01 09:30:15:250', 'Preparing Order2030-01-02 09:30:15:250']);
  });

  it('offers no further status once the order is delivered', () => {
    renderWithProviders(
      <StatusTimeline
        preorderId="KSP-1"
        timeline={timelineOf('Payment received', 'Preparing Order', 'Ready for Dispatch', 'Order Shipped', 'Order Delivered')}
      />,
    );
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeDisabled();
  });

  it('checks the new status, then stores it with the shipment', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StatusTimeline preorderId="KSP-1" timeline={timelineOf('Payment received', 'Preparing Order')} />);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const popover = await screen.findByRole('tooltip');
    await user.click(within(popover).getByRole('button', { name: 'Add' }));
    expect(await within(popover).findByText('Please select a timestamp')).toBeInTheDocument();
    expect(within(popover).getByText('Please select an event')).toBeInTheDocument();

    const event = within(popover).getByLabelText('Event');
    expect(within(event).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Select an event',
      'Ready for Dispatch',
      'Order Shipped',
      'Order Delivered',
    ]);
    await user.selectOptions(event, 'Order Shipped');
    await user.click(within(popover).getByRole('button', { name: 'Add' }));
    expect(await within(popover).findByText('Please select a carrier')).toBeInTheDocument();
    expect(within(popover).getByText('Please enter a tracking number')).toBeInTheDocument();
    expect(addStatusEvent).not.toHaveBeenCalled();

    await user.type(within(popover).getByLabelText('Timestamp'), `${tomorrow()}T10:15`);
    await user.selectOptions(within(popover).getByLabelText('Carrier'), 'Canada Post');
    await user.type(within(popover).getByLabelText('Tracking Number'), '  CP123  ');
    await user.click(within(popover).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(addStatusEvent).toHaveBeenCalledTimes(1));
    const [year, month, date] = tomorrow().split('-').map(Number);
    expect(addStatusEvent).toHaveBeenCalledWith('KSP-1', {
      timestamp: new Date(year, month - 1, date, 10, 15),
      event: 'Order Shipped',
      shipping: { carrier: 'Canada Post', trackingNumber: 'CP123' },
    });
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('keeps the form open and says why when the status cannot be stored', async () => {
    vi.mocked(addStatusEvent).mockRejectedValue(new Error('Missing or insufficient permissions.'));
    const user = userEvent.setup();
    renderWithProviders(<StatusTimeline preorderId="KSP-1" timeline={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    const popover = await screen.findByRole('tooltip');
    expect(within(within(popover).getByLabelText('Event')).getAllByRole('option')).toHaveLength(6);
    await user.type(within(popover).getByLabelText('Timestamp'), `${tomorrow()}T08:00`);
    await user.selectOptions(within(popover).getByLabelText('Event'), 'Payment received');
    await user.click(within(popover).getByRole('button', { name: 'Add' }));
    expect(await within(popover).findByText('The change could not be saved: Missing or insufficient permissions.')).toBeInTheDocument();
    expect(within(popover).getByLabelText('Event')).toHaveValue('Payment received');
  });
});
