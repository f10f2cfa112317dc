import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadAvatarMutation } from '../../profile/avatarApi';
import { saveWithAvatar } from '../../profile/saveWithAvatar';
import { errorMessage } from '../../store/errors';
import type { SaveStatus } from './SaveStatusAlert';

/**
 * The picture chosen on a profile's Personal Information tab (doctors' and
 * patients') and the outcome of saving the tab. `save` uploads the chosen
 * picture (the uploadAvatar mutation), then runs `write` with its URL
 * (saveWithAvatar); it shows `success` or the error, and resolves to whether
 * the save went through. `write` is the feature's own save (its mutations).
 * Offline a new picture cannot be uploaded: the save stops with that message.
 */
export function useAvatarSave(uid: string, currentPicture: string, success: string) {
  const [avatar, setAvatar] = useState<Blob | null>(null);
  const [status, setStatus] = useState<SaveStatus>(null);
  const [uploadAvatar] = useUploadAvatarMutation();
  const { t } = useTranslation();

  async function save(write: (profilePic: string) => Promise<void>): Promise<boolean> {
    setStatus(null);
    try {
      if (avatar && !navigator.onLine) throw new Error(t('offline.pictureNeedsConnection'));
      await saveWithAvatar(avatar, currentPicture, (jpeg) => uploadAvatar({ uid, jpeg }).unwrap(), write);
    } catch (error) {
      setStatus({ kind: 'danger', text: errorMessage(error) });
      return false;
    }
    setAvatar(null);
    setStatus({ kind: 'success', text: success });
    return true;
  }

  return { setAvatar, status, save };
}
