import { beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadAvatar } from './avatarStorage';
import { saveWithAvatar } from './saveWithAvatar';

vi.mock('./avatarStorage', () => ({ uploadAvatar: vi.fn() }));

describe('saveWithAvatar', () => {
  beforeEach(() => vi.mocked(uploadAvatar).mockReset());

  it('uploads the chosen picture, then saves with its URL', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    vi.mocked(uploadAvatar).mockResolvedValue('https://storage.test/new.jpg');
    const save = vi.fn(() => Promise.resolve());
    await saveWithAvatar('u1', jpeg, 'https://storage.test/old.jpg', save);
    expect(uploadAvatar).toHaveBeenCalledWith('u1', jpeg);
    expect(save).toHaveBeenCalledWith('https://storage.test/new.jpg');
  });

  it('keeps the current picture when none was chosen', async () => {
    const save = vi.fn(() => Promise.resolve());
    await saveWithAvatar('u1', null, 'https://storage.test/old.jpg', save);
    expect(uploadAvatar).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith('https://storage.test/old.jpg');
  });

  it('saves nothing when the upload fails', async () => {
    vi.mocked(uploadAvatar).mockRejectedValueOnce(new Error('storage/unauthorized'));
    const save = vi.fn(() => Promise.resolve());
    await expect(saveWithAvatar('u1', new Blob(['jpeg']), '', save)).rejects.toThrow('storage/unauthorized');
    expect(save).not.toHaveBeenCalled();
  });
});
