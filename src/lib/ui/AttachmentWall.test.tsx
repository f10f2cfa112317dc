import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../test/app';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AttachmentWall, type AttachmentWallLabels } from './AttachmentWall';
import { attachmentsApi } from './attachmentsApi';

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
const ATTACHMENTS = [IMAGE, 'bugReports/u1/clip.mp4', 'bugReports/u1/gone.png'];

/** The wall with its download URLs already read (what attachmentsApi.test.ts checks the lookup of). */
async function showResolved() {
  const store = makeStore();
  await store.dispatch(
    attachmentsApi.util.upsertQueryData('attachmentUrls', ATTACHMENTS, [
      { stored: IMAGE, url: IMAGE },
      { stored: 'bugReports/u1/clip.mp4', url: 'https://storage.test/clip.mp4' },
      { stored: 'bugReports/u1/gone.png', error: 'storage/unauthorized' },
    ]),
  );
  renderWithProviders(<AttachmentWall attachments={ATTACHMENTS} labels={labels} />, { store });
}

describe('AttachmentWall', () => {
  it('shows each attachment by its address, or why it could not be read; a click previews one large', async () => {
    const user = userEvent.setup();
    await showResolved();
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
