import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { tagsApi } from '../api/tagsApi';
import { addSessionTag, removeSessionTag } from '../api/tagsFirestore';
import { TagsPanel } from './TagsPanel';

// The tag transactions are checked against the emulator by the E2E test; here only the calls are.
vi.mock('../api/tagsFirestore', () => ({ addSessionTag: vi.fn(), removeSessionTag: vi.fn(), topTagsQuery: vi.fn() }));

const TOP_TAGS = ['clinic', 'home', 'pain', 'follow-up', 'post-op'];

/** Renders with the most used tags already in the store's cache (no listener is started for them). */
async function renderPanel(ui: ReactElement) {
  const store = makeStore();
  await store.dispatch(tagsApi.util.upsertQueryData('topSessionTags', undefined, TOP_TAGS.map((docId) => ({ docId, sessionsCount: 1, sessions: {} }))));
  return renderWithProviders(ui, { store });
}

describe('TagsPanel', () => {
  beforeEach(() => {
    vi.mocked(addSessionTag).mockReset().mockResolvedValue();
    vi.mocked(removeSessionTag).mockReset().mockResolvedValue();
  });

  it('adds a trimmed tag, ignores blank and present ones, and clears the input each time', async () => {
    await renderPanel(<TagsPanel sessionId="s1" tags={['clinic']} readOnly={false} />);
    const input = screen.getByRole('combobox', { name: 'Add tag' });
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, ' clinic {Enter}');
    expect(input).toHaveValue('');
    expect(addSessionTag).not.toHaveBeenCalled();
    await userEvent.type(input, '  knee pain {Enter}');
    expect(addSessionTag).toHaveBeenCalledWith('s1', 'knee pain');
    expect(input).toHaveValue('');
  });

  it('offers the most used tags the session does not have', async () => {
    await renderPanel(<TagsPanel sessionId="s1" tags={['clinic']} readOnly={false} />);
    expect(screen.getAllByRole('button', { name: /^\+ / }).map((b) => b.textContent)).toEqual(['+ home', '+ pain', '+ follow-up', '+ post-op']);
    await userEvent.click(screen.getByRole('button', { name: '+ pain' }));
    expect(addSessionTag).toHaveBeenCalledWith('s1', 'pain');
  });

  it('removes a tag and puts the keyboard focus in the input', async () => {
    await renderPanel(<TagsPanel sessionId="s1" tags={['clinic', 'home']} readOnly={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag home' }));
    expect(removeSessionTag).toHaveBeenCalledWith('s1', 'home');
    expect(screen.getByRole('combobox', { name: 'Add tag' })).toHaveFocus();
  });

  it('shows a failed change', async () => {
    vi.mocked(removeSessionTag).mockRejectedValue(new Error('offline'));
    await renderPanel(<TagsPanel sessionId="s1" tags={['clinic']} readOnly={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag clinic' }));
    expect(await screen.findByText('The tag could not be changed: offline')).toBeInTheDocument();
  });

  it('shows a patient the tags only', async () => {
    await renderPanel(<TagsPanel sessionId="s1" tags={['clinic']} readOnly />);
    expect(screen.getByRole('list', { name: 'Session tags' })).toHaveTextContent('clinic');
    expect(screen.queryByRole('combobox', { name: 'Add tag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove tag clinic' })).not.toBeInTheDocument();
  });
});
