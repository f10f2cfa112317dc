import { describe, expect, it, vi } from 'vitest';
import { saveWithAvatar } from './saveWithAvatar';

describe('saveWithAvatar', () => {
  it('uploads the chosen picture, then saves with its URL', async () => {
    const jpeg = new Blob(['jpeg'], { type: 'image/jpeg' });
    const upload = vi.fn(() => Promise.resolve('https://storage.test/new.jpg'));
    const save = vi.fn(() => Promise.resolve());
    await saveWithAvatar(jpeg, 'https://storage.test/old.jpg', upload, save);
    expect(upload).toHaveBeenCalledWith(jpeg);
    expect(save).toHaveBeenCalledWith('https://storage.test/new.jpg');
  });

  it('keeps the current picture when none was chosen', async () => {
    const upload = vi.fn(() => Promise.resolve('unused'));
    const save = vi.fn(() => Promise.resolve());
    await saveWithAvatar(null, 'https://storage.test/old.jpg', upload, save);
    expect(upload).not.toHaveBeenCalled();
    expect(save).toHaveBeenCalledWith('https://storage.test/old.jpg');
  });

  it('saves nothing when the upload fails', async () => {
    const upload = vi.fn(() => Promise.reject(new Error('storage/unauthorized')));
    const save = vi.fn(() => Promise.resolve());
    await expect(saveWithAvatar(new Blob(['jpeg']), '', upload, save)).rejects.toThrow('storage/unauthorized');
    expect(save).not.toHaveBeenCalled();
  });
});
