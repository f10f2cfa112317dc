/** The appointment-request inbox: which e-mails it lists, in which order, with which numbers. */
import type { WithId } from '../../../lib/firebase/withId';
import type { Email, EmailDelivery } from '@rehab/model/collections';

/** The folder tabs; only the inbox holds real data. */
export const FOLDERS = ['inbox', 'starred', 'snoozed', 'draft', 'sent', 'trash', 'important', 'spam'] as const;
export type Folder = (typeof FOLDERS)[number];

export type InboxItem = WithId<Email> & { delivery: EmailDelivery; number: number };

/** E-mails with a delivery record, newest first, numbered from the count downwards. */
export function inboxItems(emails: readonly WithId<Email>[]): InboxItem[] {
  const delivered = emails.filter((e): e is WithId<Email> & { delivery: EmailDelivery } => Boolean(e.delivery?.startTime));
  return delivered
    .sort((a, b) => b.delivery.startTime.toMillis() - a.delivery.startTime.toMillis())
    .map((email, index) => ({ ...email, number: delivered.length - index }));
}

/** Unread unless marked read (is_unread missing counts as unread). */
export function isUnread(email: Pick<Email, 'is_unread'>): boolean {
  return email.is_unread !== false;
}
