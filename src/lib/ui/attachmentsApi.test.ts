import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../test/app';
import { attachmentsApi } from './attachmentsApi';

const getDownloadURL = vi.hoisted(() => vi.fn());
vi.mock('firebase/storage', () => ({ ref: (_: unknown, path: string) => path, getDownloadURL }));
vi.mock('../firebase/cloudStorage', () => ({ storage: {} }));

const IMAGE = 'https://storage.test/o/bugReports%2Fu1%2Fshot.png?alt=media';

describe('attachmentUrls', () => {
  it('keeps download URLs as they are and looks storage paths up, each on its own', async () => {
    getDownloadURL.mockImplementation(async (path: string) => {
      if (path.endsWith('.mp4')) return 'https://storage.test/clip.mp4';
      throw new Error('storage/unauthorized');
    });
    const store = makeStore();
    const read = store.dispatch(attachmentsApi.endpoints.attachmentUrls.initiate([IMAGE, 'bugReports/u1/clip.mp4', 'bugReports/u1/gone.png']));
    expect((await read).data).toEqual([
      { stored: IMAGE, url: IMAGE },
      { stored: 'bugReports/u1/clip.mp4', url: 'https://storage.test/clip.mp4' },
      { stored: 'bugReports/u1/gone.png', error: 'storage/unauthorized' },
    ]);
    expect(getDownloadURL).toHaveBeenCalledTimes(2);
    read.unsubscribe();
  });
});
