/**
 * The save of a profile's Personal Information (doctors' and patients'): the
 * newly chosen picture is uploaded first (`upload` answers its URL) and
 * `save` gets that URL, or the current picture's when none was chosen.
 * Without the picture nothing is saved: a failed upload throws before `save` runs.
 */
export async function saveWithAvatar(
  chosen: Blob | null,
  current: string,
  upload: (jpeg: Blob) => Promise<string>,
  save: (profilePic: string) => Promise<void>,
): Promise<void> {
  const profilePic = chosen ? await upload(chosen) : current;
  await save(profilePic);
}
