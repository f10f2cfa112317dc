import { useCallback, useMemo } from 'react';
import type { SessionRecord } from '../api/sessionsFirestore';
import { filterSessions, indexSessions, tagSuggestions } from '../logic/sessionList';
import type { SessionFiltersState } from '../sessionsSlice';
import { useSessionRecords } from './useSessionRecords';

const NO_RECORDS: SessionRecord[] = [];

/**
 * A patient's sessions as the charts show them: read for the filters' time range, filtered by device and tag, numbered
 * in date order; with the tag suggestions of all his sessions read (the charts page and the video visit's side panel).
 */
export function useFilteredSessions(userId: string | null, filters: SessionFiltersState) {
  const list = useSessionRecords(userId, filters.timeRange);
  const { devices } = list;
  const records = list.records ?? NO_RECORDS;
  const sessions = useMemo(() => indexSessions(filterSessions(records, filters, devices)), [records, filters, devices]);
  const tagSuggestionsFor = useCallback((text: string, chosen: string[]) => tagSuggestions(records, text, chosen), [records]);
  return { list, devices, sessions, tagSuggestionsFor };
}
