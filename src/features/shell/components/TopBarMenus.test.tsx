import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../test/app';
import type { MessageView, ReminderView } from '../topBarApi';
import { MessagesMenu } from './MessagesMenu';
import { NotificationsMenu } from './NotificationsMenu';

const live = vi.hoisted(() => ({
  reminders: [] as ReminderView[],
  messages: [] as MessageView[],
  markReminderRead: vi.fn(() => Promise.resolve()),
}));
vi.mock('../topBarApi', () => ({
  useTodaysReminders: () => ({ reminders: live.reminders, loading: false, error: null }),
  useUnreadMessages: () => ({ messages: live.messages, loading: false, error: null }),
  markReminderRead: live.markReminderRead,
}));

beforeAll(() => initI18n('en'));
beforeEach(() => {
  live.reminders = [];
  live.messages = [];
  live.markReminderRead.mockClear();
});

function renderInRouter(element: React.ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/app/chat', element: <p>Doctor chat</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('NotificationsMenu', () => {
  it("says 'You have no notifications.' without reminders for today", async () => {
    renderInRouter(<NotificationsMenu doctorUid="d1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(screen.getByText('You have no notifications.')).toBeVisible();
  });

  it('cuts a reminder at 40 characters and marks it read when clicked', async () => {
    live.reminders = [{ id: 'r1', datetime: new Date(2026, 0, 5, 9, 30), patientName: 'Maximiliana Wolfeschlegelsteinhausen' }];
    renderInRouter(<NotificationsMenu doctorUid="d1" />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveTextContent('1');
    await userEvent.click(bell);
    const item = screen.getByRole('button', { name: /appointment with/ });
    const full = item.getAttribute('title')!;
    expect(full).toMatch(/^9:30\sAM: appointment with Maximiliana Wolfeschlegelsteinhausen$/);
    expect(item.textContent).toBe(`${full.slice(0, 40)}…`);
    await userEvent.click(item);
    expect(live.markReminderRead).toHaveBeenCalledWith('r1');
  });
});

describe('MessagesMenu', () => {
  it("says 'You have no messages.' without unread messages", async () => {
    renderInRouter(<MessagesMenu uid="p1" role="patient" />);
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    expect(screen.getByText('You have no messages.')).toBeVisible();
  });

  it("opens the doctor's chat from an unread message", async () => {
    live.messages = [{ id: 'm1', body: 'Should I ice the knee after every session, or only when it is sore?', sentAt: new Date(2026, 0, 5) }];
    const router = renderInRouter(<MessagesMenu uid="d1" role="doctor" />);
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    await userEvent.click(screen.getByRole('button', { name: /Should I ice the knee after every sessio…/ }));
    expect(router.state.location.pathname).toBe('/app/chat');
  });
});
