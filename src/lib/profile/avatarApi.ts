import { settle } from '../store/errors';
import { serverData } from '../store/serverData';
import { uploadAvatar } from './avatarStorage';

/** The profile picture's upload (doctors' and patients' alike), as a mutation answering the picture's download URL. */
export const avatarApi = serverData.injectEndpoints({
  endpoints: (build) => ({
    uploadAvatar: build.mutation<string, { uid: string; jpeg: Blob }>({
      queryFn: ({ uid, jpeg }) => settle(() => uploadAvatar(uid, jpeg)),
    }),
  }),
});

export const { useUploadAvatarMutation } = avatarApi;
