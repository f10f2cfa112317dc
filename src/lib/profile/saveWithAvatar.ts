import { uploadAvatar } from './avatarStorage';

/**
 * The save of a profile's Personal Information (doctors' and patients'): the
 * newly chosen picture is uploaded first and `save` gets its URL, or the
 * current picture's when none was chosen. Without the picture nothing is
 * saved: a failed upload throws before `save` runs.
 */
export async function saveWithAvatar(
  uid: string,
  chosen: Blob | null,
  current: string,
  save: (profilePic: string) => Promise<void>,
): Promise<void> {
  const profilePic = chosen ? await uploadAvatar(uid, chosen) : current;
  await save(profilePic);
}
