import { describe, expect, it } from 'vitest';
import {
  chartLoaded,
  deviceFilterToggled,
  editModeToggled,
  filterGroupCleared,
  patientSelected,
  sensorTabOpened,
  sessionLinkOpened,
  sessionSelected,
  sessionsSlice,
  tabOpened,
  tagFilterAdded,
  timeRangeChosen,
  type SessionsState,
} from './sessionsSlice';

const reduce = (state: SessionsState | undefined, ...actions: Parameters<typeof sessionsSlice.reducer>[1][]) =>
  actions.reduce((s, a) => sessionsSlice.reducer(s, a), state ?? sessionsSlice.getInitialState());

const withSelection = reduce(
  undefined,
  patientSelected('p1'),
  deviceFilterToggled('Glove'),
  timeRangeChosen('month'),
  tagFilterAdded(' pain '),
  sessionSelected('s1'),
  editModeToggled(),
);

describe('sessions slice', () => {
  it('keeps filters, tags and the selection while Intrassession is open', () => {
    expect(withSelection.filters).toEqual({ devices: ['Glove'], timeRange: 'month', tags: ['pain'] });
    expect(withSelection.selectedSessionId).toBe('s1');
    expect(reduce(withSelection, tabOpened('intrassession')).selectedSessionId).toBe('s1');
  });

  it('clears filters, tags and the selected session when another tab opens', () => {
    for (const tab of ['postsession', 'download', 'comparison'] as const) {
      const state = reduce(withSelection, tabOpened(tab));
      expect(state.tab).toBe(tab);
      expect(state.filters).toEqual({ devices: [], timeRange: null, tags: [] });
      expect(state.selectedSessionId).toBeNull();
      expect(state.patientUid).toBe('p1');
    }
  });

  it('resets the chart and the selection when the patient, a filter or a tag changes', () => {
    for (const action of [patientSelected('p2'), deviceFilterToggled('Pants'), timeRangeChosen(null), tagFilterAdded('home'), filterGroupCleared('tags')]) {
      const state = reduce(withSelection, action);
      expect(state.selectedSessionId).toBeNull();
      expect(state.chart.editMode).toBe(false);
    }
  });

  it("a link to a session's chart opens it on Intrassession, for its patient, without the filters", () => {
    const state = reduce(withSelection, tabOpened('comparison'), sessionLinkOpened({ patientUid: 'p2', sessionId: 's9' }));
    expect(state).toMatchObject({ tab: 'intrassession', patientUid: 'p2', selectedSessionId: 's9', filters: { devices: [], timeRange: null, tags: [] } });
    expect(reduce(withSelection, sessionLinkOpened({ patientUid: 'p1', sessionId: 's2' })).filters.tags).toEqual([]);
  });

  it('ignores empty and repeated tag filters', () => {
    expect(reduce(withSelection, tagFilterAdded('  ')).selectedSessionId).toBe('s1');
    expect(reduce(withSelection, tagFilterAdded('pain')).filters.tags).toEqual(['pain']);
  });

  it('sets the chart loading flag on session select and tab open, cleared when the chart is loaded', () => {
    expect(withSelection.chart.loading).toBe(true);
    const loaded = reduce(withSelection, chartLoaded());
    expect(loaded.chart.loading).toBe(false);
    expect(reduce(loaded, sensorTabOpened('Glove:AngleY')).chart.loading).toBe(true);
    expect(reduce(undefined, sessionSelected(null)).chart.loading).toBe(false);
  });
});
