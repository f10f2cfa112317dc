import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveQuery } from '../../../lib/firebase/hooks';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { addSessionTag, removeSessionTag } from '../api/tagsApi';
import { TagsPanel } from './TagsPanel';

vi.mock('../api/tagsApi', () => ({ addSessionTag: vi.fn(), removeSessionTag: vi.fn(), topTagsQuery: vi.fn(() => ({})) }));
vi.mock('../../../lib/firebase/hooks', () => ({ useLiveQuery: vi.fn() }));

const TOP_TAGS = ['clinic', 'home', 'pain', 'follow-up', 'post-op'];

describe('TagsPanel', () => {
  beforeEach(() => {
    vi.mocked(addSessionTag).mockReset().mockResolvedValue();
    vi.mocked(removeSessionTag).mockReset().mockResolvedValue();
    vi.mocked(useLiveQuery).mockReturnValue({ data: TOP_TAGS.map((docId) => ({ docId })), loading: false, error: null } as never);
  });

  it('adds a trimmed tag, ignores blank and present ones, and clears the input each time', async () => {
    renderWithProviders(<TagsPanel sessionId="s1" tags={['clinic']} readOnly={false} />);
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
    renderWithProviders(<TagsPanel sessionId="s1" tags={['clinic']} readOnly={false} />);
    expect(screen.getAllByRole('button', { name: /^\+ / }).map((b) => b.textContent)).toEqual(['+ home', '+ pain', '+ follow-up', '+ post-op']);
    await userEvent.click(screen.getByRole('button', { name: '+ pain' }));
    expect(addSessionTag).toHaveBeenCalledWith('s1', 'pain');
  });

  it('removes a tag and puts the keyboard focus in the input', async () => {
    renderWithProviders(<TagsPanel sessionId="s1" tags={['clinic', 'home']} readOnly={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag home' }));
    expect(removeSessionTag).toHaveBeenCalledWith('s1', 'home');
    expect(screen.getByRole('combobox', { name: 'Add tag' })).toHaveFocus();
  });

  it('shows a failed change', async () => {
    vi.mocked(removeSessionTag).mockRejectedValue(new Error('offline'));
    renderWithProviders(<TagsPanel sessionId="s1" tags={['clinic']} readOnly={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag clinic' }));
    expect(await screen.findByText('The tag could not be changed: offline')).toBeInTheDocument();
  });

  it('shows a patient the tags only', () => {
    renderWithProviders(<TagsPanel sessionId="s1" tags={['clinic']} readOnly />);
    expect(screen.getByRole('list', { name: 'Session tags' })).toHaveTextContent('clinic');
    expect(screen.queryByRole('combobox', { name: 'Add tag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove tag clinic' })).not.toBeInTheDocument();
  });
});
