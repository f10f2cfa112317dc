import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLiveDoc, type WithId } from '../../lib/firebase/hooks';
import type { ScheduledWorkouts } from '../../lib/model/collections';
import { useSchedule } from './usePlans';

vi.mock('../../lib/firebase/collections', () => ({ col: vi.fn(), docRef: vi.fn((name: string, id: string) => ({ path: `${name}/${id}` })) }));
vi.mock('../../lib/firebase/hooks', () => ({ useLiveDoc: vi.fn(), useLiveQuery: vi.fn() }));

const EVENT = { name: 'Knee mobility', isPublic: true, exerciseId: 'plan-1', doctorId: 'doc-1' };

describe('useSchedule', () => {
  it('gives the schedule by date, without the document id the live read adds', () => {
    // What a live read gives: the document's fields and its id, which is no date.
    const live = { docId: 'pat-1', '2030-01-01': { e1: EVENT } } as unknown as WithId<ScheduledWorkouts>;
    vi.mocked(useLiveDoc).mockReturnValue({ data: live, loading: false, error: null });
    const { result } = renderHook(() => useSchedule('pat-1'));
    expect(result.current).toEqual({ data: { '2030-01-01': { e1: EVENT } }, loading: false, error: null });
  });

  it('gives null when nothing was ever scheduled', () => {
    vi.mocked(useLiveDoc).mockReturnValue({ data: null, loading: false, error: null });
    const { result } = renderHook(() => useSchedule('pat-1'));
    expect(result.current.data).toBeNull();
  });
});
