/** Uploaded attachments (screenshots, videos) as the app stores them: download URLs or storage paths. */

/** Whether an attachment is a video (by its file extension), which is played rather than shown. */
export function isVideoAttachment(address: string): boolean {
  const path = decodeURIComponent(address.split('?')[0]);
  return /\.(mp4|mov|qt|avi)$/i.test(path);
}

/** The file name of an attachment's address or storage path, for its label. */
export function attachmentName(address: string): string {
  const path = decodeURIComponent(address.split('?')[0]);
  return path.slice(path.lastIndexOf('/') + 1) || address;
}
