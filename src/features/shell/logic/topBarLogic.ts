/** Whether two instants fall on the same local calendar day. */
export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Header becomes fixed after scrolling this far. */
export const HEADER_FIX_OFFSET_PX = 75;

/** A chat message is unread by `uid` when someone else sent it and it is not read. */
export function isUnreadBy(message: { senderID: string; isRead: boolean }, uid: string): boolean {
  return !message.isRead && message.senderID !== uid;
}
