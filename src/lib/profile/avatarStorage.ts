/** The profile picture in Storage: doctors and patients alike keep theirs at doctorAvatars/{uid} (the spec's path). */
import { getDownloadURL, ref, uploadBytes } from 'firebase/storage';
import { storage } from '../firebase/cloudStorage';

/** Uploads the cropped avatar to doctorAvatars/{uid} (replacing the previous one) and returns its download URL. */
export async function uploadAvatar(uid: string, jpeg: Blob): Promise<string> {
  const avatar = ref(storage, `doctorAvatars/${uid}`);
  await uploadBytes(avatar, jpeg, { contentType: 'image/jpeg' });
  return getDownloadURL(avatar);
}
