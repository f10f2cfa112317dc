import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { ChatMessage, TimestampLike } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { chatApi } from '../api/chatApi';
import { markMessageRead, sendMessage } from '../api/chatRecords';
import { Conversation } from './Conversation';

// The writes themselves; the messages are put in the cache, so nothing is read.
vi.mock('../api/chatRecords', () => ({ conversationQuery: vi.fn(), markMessageRead: vi.fn(() => Promise.resolve()), sendMessage: vi.fn(() => Promise.resolve()) }));

const at = (ms: number): TimestampLike => ({ seconds: ms / 1000, nanoseconds: 0, toDate: () => new Date(ms), toMillis: () => ms });
const PAIR = { doctorID: 'doc-1', userID: 'p1' };
const message = (id: string, senderID: string, messageBody: string, isRead: boolean): WithId<ChatMessage> => ({
  ...PAIR,
  docId: id,
  id,
  senderID,
  messageBody,
  isRead,
  isFavourite: false,
  timestamp: at(Date.UTC(2030, 0, 1)),
  inCare: true,
});

async function showing(messages: WithId<ChatMessage>[]) {
  const store = makeStore();
  await store.dispatch(chatApi.util.upsertQueryData('conversationMessages', PAIR, messages));
  renderWithProviders(<Conversation {...PAIR} me="doc-1" otherName="Liam Carter" />, { store });
}

describe('Conversation', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.restoreAllMocks());

  it("shows the pair's messages and marks the other party's unread ones read", async () => {
    await showing([message('m1', 'p1', 'My knee hurts.', false), message('m2', 'doc-1', 'Rest it today.', true), message('m3', 'p1', 'Thanks!', true)]);
    expect(screen.getAllByTestId('message-theirs').map((m) => m.textContent)).toEqual(['My knee hurts.', 'Thanks!']);
    expect(screen.getByTestId('message-mine')).toHaveTextContent('Rest it today.');
    await vi.waitFor(() => expect(markMessageRead).toHaveBeenCalledWith('m1'));
    expect(markMessageRead).toHaveBeenCalledTimes(1);
  });

  it('sends a message and empties the box; a failed send keeps the draft and says why', async () => {
    await showing([]);
    expect(screen.getByText('No messages yet.')).toBeInTheDocument();
    const box = screen.getByLabelText('Message');
    await userEvent.type(box, 'See you Monday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sendMessage).toHaveBeenCalledWith(PAIR, 'doc-1', 'See you Monday.');
    await vi.waitFor(() => expect(box).toHaveValue(''));

    vi.mocked(sendMessage).mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    await userEvent.type(box, 'Again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(box).toHaveValue('Again');
  });

  it('does not send offline and says so, keeping the draft', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await showing([]);
    await userEvent.type(screen.getByLabelText('Message'), 'See you Monday.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Messages can be sent only when you are online. Your text stays in the box.');
    expect(screen.getByLabelText('Message')).toHaveValue('See you Monday.');
  });
});
