import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushSubscriptionRecord, ReminderSettings } from '@rehab/model/collections';
import { DEFAULT_REMINDER_PREFERENCES } from '@rehab/model/reminders';
import type { WithId } from '../../../lib/firebase/withId';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import {
  currentEndpoint,
  notificationPermission,
  pushSupport,
  requestNotificationPermission,
  subscribeDevice,
  unsubscribeDevice,
} from '../api/pushDevice';
import { deleteDevice, saveDevice, saveSettings, subscribeDevices, subscribeSettings } from '../api/reminderRecords';
import { RemindersCard } from './RemindersCard';

vi.mock('../api/reminderRecords', () => ({
  subscribeSettings: vi.fn(),
  subscribeDevices: vi.fn(),
  subscribeStatus: vi.fn(),
  saveSettings: vi.fn(() => Promise.resolve()),
  saveDevice: vi.fn(() => Promise.resolve()),
  deleteDevice: vi.fn(() => Promise.resolve()),
}));

vi.mock('../api/pushDevice', () => ({
  pushSupport: vi.fn(() => 'supported'),
  notificationPermission: vi.fn(() => 'default'),
  requestNotificationPermission: vi.fn(() => Promise.resolve('granted')),
  currentEndpoint: vi.fn(() => Promise.resolve(null)),
  subscribeDevice: vi.fn(),
  unsubscribeDevice: vi.fn(() => Promise.resolve()),
}));

const PHONE: WithId<PushSubscriptionRecord> = {
  docId: 'pat_phone',
  userId: 'pat',
  endpoint: 'https://push.example/phone',
  keys: { p256dh: 'p', auth: 'a' },
  deviceLabel: 'Chrome on Android',
  createdAt: fakeTimestamp('2030-03-02T10:00:00Z'),
};
const LAPTOP: WithId<PushSubscriptionRecord> = { ...PHONE, docId: 'pat_laptop', endpoint: 'https://push.example/laptop', deviceLabel: 'Firefox on Linux' };
const HERE = { deviceId: 'here', endpoint: 'https://push.example/here', keys: { p256dh: 'p2', auth: 'a2' }, deviceLabel: 'Chrome on Linux' };

/** What the live reads give: the settings (null: never saved) and the devices; fixed for the test. */
function serverHas(settings: Partial<ReminderSettings> | null, devices: WithId<PushSubscriptionRecord>[] = []) {
  vi.mocked(subscribeSettings).mockReturnValue((next) => {
    next(settings && { ...DEFAULT_REMINDER_PREFERENCES, updatedAt: fakeTimestamp(0), ...settings, docId: 'pat' });
    return () => {};
  });
  vi.mocked(subscribeDevices).mockReturnValue((next) => {
    next(devices);
    return () => {};
  });
}

const show = () => renderWithProviders(<RemindersCard uid="pat" timeZone="Europe/Paris" />);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(pushSupport).mockReturnValue('supported');
  vi.mocked(notificationPermission).mockReturnValue('default');
  vi.mocked(requestNotificationPermission).mockResolvedValue('granted');
  vi.mocked(currentEndpoint).mockResolvedValue(null);
  vi.mocked(subscribeDevice).mockResolvedValue(HERE);
});

describe('RemindersCard', () => {
  it('shows the defaults until the patient saves, in his time zone, and saves his choices', async () => {
    serverHas(null);
    show();
    expect(await screen.findByLabelText('Daily reminder at')).toHaveValue('18:00');
    expect(screen.getByLabelText('From')).toHaveValue('21:00');
    expect(screen.getByLabelText('Until')).toHaveValue('08:00');
    expect(screen.getByRole('checkbox', { name: /Remind me/ })).toBeChecked();
    expect(screen.getByText(/Europe\/Paris/)).toBeInTheDocument();

    const daily = screen.getByLabelText('Daily reminder at');
    await userEvent.clear(daily);
    await userEvent.type(daily, '07:30');
    await userEvent.click(screen.getByRole('checkbox', { name: /E-mail/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(saveSettings).toHaveBeenCalledWith('pat', { ...DEFAULT_REMINDER_PREFERENCES, dailyTime: '07:30', channels: { push: true, email: false } });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Your reminder settings have been saved.');
  });

  it('keeps the choices when the save fails, and says why', async () => {
    serverHas({ enabled: false });
    vi.mocked(saveSettings).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Remind me/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be saved: Missing or insufficient permissions.');
    expect(screen.getByRole('checkbox', { name: /Remind me/ })).toBeChecked();
  });

  it('refuses a time that is not hours and minutes', async () => {
    serverHas(null);
    show();
    await userEvent.clear(await screen.findByLabelText('Daily reminder at'));
    await userEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Enter a time as hours and minutes (for example 18:00).')).toBeInTheDocument();
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('says what a notification says before the permission is asked, and asks it only on the button', async () => {
    serverHas(null);
    show();
    expect(await screen.findByText('You have exercises planned for today')).toBeInTheDocument();
    expect(screen.getByText('It never names a condition, an exercise or a doctor.')).toBeInTheDocument();
    expect(requestNotificationPermission).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(requestNotificationPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(saveDevice).toHaveBeenCalledWith('pat', HERE, false));
    // Never saved: the settings are created with the defaults, push among the channels.
    expect(saveSettings).toHaveBeenCalledWith('pat', DEFAULT_REMINDER_PREFERENCES);
  });

  it('turns push on among the channels when the patient had it off', async () => {
    serverHas({ channels: { push: false, email: true } });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    await waitFor(() => expect(saveSettings).toHaveBeenCalledWith('pat', { ...DEFAULT_REMINDER_PREFERENCES, channels: { push: true, email: true } }));
  });

  it('explains how to allow notifications the browser blocks, and stores nothing', async () => {
    serverHas(null);
    vi.mocked(requestNotificationPermission).mockResolvedValue('denied');
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Notifications are blocked for this app in your browser.');
    expect(alert).toHaveTextContent('set Notifications to Allow');
    expect(subscribeDevice).not.toHaveBeenCalled();
    expect(saveDevice).not.toHaveBeenCalled();
  });

  it('says so when the subscription fails', async () => {
    serverHas(null);
    vi.mocked(subscribeDevice).mockRejectedValue(new Error('Registration failed - push service error'));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications on this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be changed on this device: Registration failed - push service error');
  });

  it('tells a browser without push that reminders come by e-mail', async () => {
    serverHas(null);
    vi.mocked(pushSupport).mockReturnValue('unsupported');
    show();
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn on notifications on this device' })).not.toBeInTheDocument();
  });

  it('lists the devices, marks this one, turns it off here and removes another', async () => {
    serverHas({}, [PHONE, LAPTOP]);
    vi.mocked(currentEndpoint).mockResolvedValue(LAPTOP.endpoint);
    show();
    const list = await screen.findByTestId('push-devices');
    expect(list).toHaveTextContent('Chrome on Android');
    // The list shows before the browser says which subscription is this device's.
    await waitFor(() => expect(within(list).getAllByRole('listitem').at(1)).toHaveTextContent('Firefox on Linux This device'));
    expect(await screen.findByText('This device receives your reminders.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Chrome on Android' }));
    expect(deleteDevice).toHaveBeenCalledWith('pat_phone');
    expect(unsubscribeDevice).toHaveBeenCalledWith(PHONE.endpoint);

    await userEvent.click(screen.getByRole('button', { name: 'Turn off on this device' }));
    await waitFor(() => expect(deleteDevice).toHaveBeenCalledWith('pat_laptop'));
    expect(unsubscribeDevice).toHaveBeenCalledWith(LAPTOP.endpoint);
  });

  it('says when a device could not be removed', async () => {
    serverHas({}, [PHONE]);
    vi.mocked(deleteDevice).mockRejectedValueOnce(new Error('offline'));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Chrome on Android' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The device could not be removed: offline');
  });

  it('says when the settings cannot be read', async () => {
    vi.mocked(subscribeSettings).mockReturnValue((_next, fail) => {
      fail(new Error('Missing or insufficient permissions.'));
      return () => {};
    });
    vi.mocked(subscribeDevices).mockReturnValue((next) => {
      next([]);
      return () => {};
    });
    show();
    expect(await screen.findByText('Your reminder settings could not be loaded: Missing or insufficient permissions.')).toBeInTheDocument();
  });
});
