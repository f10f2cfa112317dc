import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTestLanguages } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import type { HistoryEntry } from '../api/historyApi';
import { HistoryList } from './HistoryList';

const base = {
  actorUid: 'demo-doctor',
  actorRole: 'doctor' as const,
  actorName: 'Daniel Reyes',
  target: { collection: 'sessions', id: 's1' },
  patientUid: 'p1',
  at: fakeTimestamp('2030-03-04T10:15:00Z'),
};

const ENTRIES: HistoryEntry[] = [
  { ...base, docId: 'e3', action: 'session.notesEdited', changes: { notes: { before: 'Stiff wrist', after: 'Stiff wrist, eased after warm-up' } } },
  { ...base, docId: 'e2', action: 'session.pointRemoved', changes: { removedTimePoints: { before: [], after: [Date.UTC(2030, 2, 4, 10, 0, 5, 120)] } } },
  { ...base, docId: 'e1', action: 'session.tagAdded', changes: { tags: { before: [], after: ['pain'] } } },
  { ...base, docId: 'e0', actorUid: 'system', actorRole: 'system', actorName: 'Texavie', action: 'session.purged', changes: {} },
];

describe('HistoryList', () => {
  beforeAll(() => loadTestLanguages('fr'));

  it('tells each change in plain words, with who made it and when, newest first', async () => {
    renderWithProviders(<HistoryList entries={ENTRIES} error={null} />);
    const items = within(screen.getByRole('list', { name: 'Recorded changes, newest first' })).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Daniel Reyes edited the notes.');
    expect(items[1]).toHaveTextContent(/Daniel Reyes removed the chart point at 2030-03-04 \d\d:00:05:120\./);
    expect(items[2]).toHaveTextContent('Daniel Reyes added the tag “pain”.');
    expect(items[2]).toHaveTextContent('Doctor');
    expect(items[2]).toHaveTextContent('Mar 4, 2030');
    expect(items[3]).toHaveTextContent('Automatic');
    await userEvent.click(within(items[0]).getByText('Show the change'));
    expect(within(items[0]).getByText('Stiff wrist')).toBeVisible();
    expect(within(items[0]).getByText('Stiff wrist, eased after warm-up')).toBeVisible();
  });

  it('says when there is nothing yet, while it loads, and when it cannot be read', () => {
    const { rerender } = renderWithProviders(<HistoryList entries={[]} error={null} />);
    expect(screen.getByText('No changes recorded yet.')).toBeInTheDocument();
    rerender(<HistoryList entries={undefined} error={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the history…');
    rerender(<HistoryList entries={undefined} error="offline" />);
    expect(screen.getByText('The history could not be loaded: offline')).toBeInTheDocument();
  });

  it('reads in every language', () => {
    renderWithProviders(<HistoryList entries={ENTRIES.slice(2, 3)} error={null} />, { language: 'fr' });
    expect(screen.getByRole('listitem')).toHaveTextContent('Daniel Reyes a ajouté l’étiquette “pain”.');
  });
});
