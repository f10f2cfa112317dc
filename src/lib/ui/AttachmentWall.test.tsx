import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AttachmentWall, type AttachmentWallLabels } from './AttachmentWall';

const getDownloadURL = vi.hoisted(() => vi.fn());
vi.mock('firebase/storage', () => ({ ref: (_: unknown, path: string) => path, getDownloadURL }));
vi.mock('../firebase/app', () => ({ storage: {} }));

const labels: AttachmentWallLabels = {
  list: 'Attachments',
  loading: 'Loading the attachments',
  preview: (number, name) => `Preview attachment ${number} (${name})`,
  previewed: (name) => `Preview of ${name}`,
  openOriginal: 'Open in a new tab',
  closePreview: 'Close the preview',
  failed: (name, message) => `${name} could not be loaded: ${message}`,
};

const IMAGE = 'https://storage.test/o/bugReports%2Fu1%2Fshot.png?alt=media';

describe('AttachmentWall', () => {
  it('shows stored addresses as they are and looks storage paths up; a click previews one large', async () => {
    getDownloadURL.mockImplementation(async (path: string) => {
      if (path.endsWith('.mp4')) return 'https://storage.test/clip.mp4';
      throw new Error('storage/unauthorized');
    });
    const user = userEvent.setup();
    renderWithProviders(<AttachmentWall attachments={[IMAGE, 'bugReports/u1/clip.mp4', 'bugReports/u1/gone.png']} labels={labels} />);
    const wall = await screen.findByRole('list', { name: 'Attachments' });
    expect(within(wall).getAllByRole('button')).toHaveLength(2);
    expect(within(wall).getByText('gone.png could not be loaded: storage/unauthorized')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview attachment 1 (shot.png)' }));
    expect(screen.getByRole('img', { name: 'Preview of shot.png' })).toHaveAttribute('src', IMAGE);
    expect(screen.getByRole('link', { name: 'Open in a new tab' })).toHaveAttribute('href', IMAGE);
    await user.click(screen.getByRole('button', { name: 'Preview attachment 2 (clip.mp4)' }));
    expect(screen.queryByRole('img', { name: 'Preview of shot.png' })).not.toBeInTheDocument();
    expect(document.querySelector('video')).toHaveAttribute('src', 'https://storage.test/clip.mp4');
    await user.click(screen.getByRole('button', { name: 'Close the preview' }));
    expect(document.querySelector('video')).toBeNull();
  });
});
