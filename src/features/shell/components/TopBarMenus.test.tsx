import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serverData } from '../../../lib/store/serverData';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { setReminderRead } from '../api/topBarFirestore';
import { topBarApi, type ReminderEntry } from '../api/topBarApi';
import { MessagesMenu } from './MessagesMenu';
import { NotificationsMenu } from './NotificationsMenu';

vi.mock('../api/topBarFirestore', () => ({ setReminderRead: vi.fn(() => Promise.resolve()) }));

/** Today at the given time. */
const todayAt = (hours: number, minutes: number) => {
  const date = new Date();
  date.setHours(hours, minutes, 0, 0);
  return date;
};

/**
 * A store whose cache holds the unread reminders and the triage alerts of d1 and the unread messages to `uid`, as their
 * listeners gave them.
 */
async function storeWith({ reminders = [], messages = [], alerts = [], uid = 'd1', field = 'doctorID' as const }: {
  reminders?: ReminderEntry[];
  messages?: { docId: string; messageBody: string; senderID: string; sentAt: Date }[];
  alerts?: { docId: string; kind: string; status: 'open'; snoozedUntil: null }[];
  uid?: string;
  field?: 'doctorID' | 'userID';
}) {
  const store = makeStore();
  await store.dispatch(topBarApi.util.upsertQueryData('unreadReminders', 'd1', reminders));
  // The triage feature's endpoint (injected into the one API when its hook loads), named as the bell reads it.
  await store.dispatch(serverData.util.upsertQueryData('doctorAlerts' as never, 'd1' as never, alerts as never));
  const unread = messages.map(({ sentAt, ...message }) => ({ ...message, isRead: false, timestamp: { toDate: () => sentAt } }));
  await store.dispatch(topBarApi.util.upsertQueryData('unreadMessages', { field, uid }, unread as never));
  return store;
}

beforeEach(() => vi.mocked(setReminderRead).mockClear());

describe('NotificationsMenu', () => {
  it("says 'You have no notifications.' without reminders for today", async () => {
    renderWithProviders(<NotificationsMenu doctorUid="d1" />, { store: await storeWith({}) });
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(screen.getByText('You have no notifications.')).toBeVisible();
  });

  it('counts the triage alerts waiting for review and links to the inbox', async () => {
    const alerts = (['pain', 'noSessions'] as const).map((kind) => ({ docId: `p1_${kind}`, kind, status: 'open' as const, snoozedUntil: null }));
    renderWithProviders(<NotificationsMenu doctorUid="d1" />, { store: await storeWith({ alerts }) });
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    expect(bell).toHaveTextContent('2');
    await userEvent.click(bell);
    expect(screen.getByRole('link', { name: 'Triage alerts to review: 2' })).toHaveAttribute('href', '/triage');
  });

  it('cuts a reminder at 40 characters and marks it read when clicked', async () => {
    const reminders = [{ id: 'r1', appointment: { datetime: todayAt(9, 30).getTime(), patientName: 'Maximiliana Wolfeschlegelsteinhausen' } }];
    renderWithProviders(<NotificationsMenu doctorUid="d1" />, { store: await storeWith({ reminders }) });
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    expect(bell).toHaveTextContent('1');
    await userEvent.click(bell);
    const item = screen.getByRole('button', { name: /appointment with/ });
    const full = item.getAttribute('title')!;
    expect(full).toMatch(/^9:30\sAM: appointment with Maximiliana Wolfeschlegelsteinhausen$/);
    expect(item.textContent).toBe(`${full.slice(0, 40)}…`);
    await userEvent.click(item);
    await vi.waitFor(() => expect(setReminderRead).toHaveBeenCalledWith('r1'));
  });
});

describe('MessagesMenu', () => {
  it("says 'You have no messages.' without unread messages", async () => {
    renderWithProviders(<MessagesMenu uid="p1" role="patient" />, { store: await storeWith({ uid: 'p1', field: 'userID' }) });
    await userEvent.click(screen.getByRole('button', { name: /^Messages/ }));
    expect(screen.getByText('You have no messages.')).toBeVisible();
  });

  it("opens the doctor's chat from an unread message", async () => {
    const messages = [{ docId: 'm1', messageBody: 'Should I ice the knee after every session, or only when it is sore?', senderID: 'p1', sentAt: new Date(2026, 0, 5) }];
    renderWithProviders(<MessagesMenu uid="d1" role="doctor" />, { store: await storeWith({ messages }) });
    await userEvent.click(screen.getByRole('button', { name: /^Messages/ }));
    await userEvent.click(screen.getByRole('button', { name: /Should I ice the knee after every sessio…/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/app/chat');
  });
});
