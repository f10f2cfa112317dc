import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The charts page's tabs. */
export const CHARTS_TABS = ['intrassession', 'postsession', 'download', 'comparison'] as const;
export type ChartsTab = (typeof CHARTS_TABS)[number];

export interface SessionFiltersState {
  /** device types; 'Knee Brace' stands for the Knee Sleeve */
  devices: string[];
  /** one of SESSION_TIME_RANGES, or null for no time filter */
  timeRange: string | null;
  tags: string[];
}

export interface ChartViewState {
  /** the open sensor tab (a sensor id, 'Group' or 'Sensors') */
  sensorTab: string | null;
  editMode: boolean;
  showLabels: boolean;
  showPercentChange: boolean;
  /** set on session select or sensor tab open, cleared when the chart signals it is painted */
  loading: boolean;
}

export interface SessionsState {
  tab: ChartsTab;
  patientUid: string | null;
  filters: SessionFiltersState;
  selectedSessionId: string | null;
  chart: ChartViewState;
}

const noFilters: SessionFiltersState = { devices: [], timeRange: null, tags: [] };
const freshChart: ChartViewState = { sensorTab: null, editMode: false, showLabels: false, showPercentChange: false, loading: false };

const initialState: SessionsState = {
  tab: 'intrassession',
  patientUid: null,
  filters: noFilters,
  selectedSessionId: null,
  chart: freshChart,
};

/** Changing patient, filters or tags: the chart state and the selected session are reset. */
function resetSelection(state: SessionsState) {
  state.selectedSessionId = null;
  state.chart = freshChart;
}

export const sessionsSlice = createSlice({
  name: 'sessions',
  initialState,
  reducers: {
    /** Opening any tab other than Intrassession clears filters, tags and the selected session. */
    tabOpened(state, action: PayloadAction<ChartsTab>) {
      state.tab = action.payload;
      if (action.payload !== 'intrassession') {
        state.filters = noFilters;
        resetSelection(state);
      }
    },
    patientSelected(state, action: PayloadAction<string | null>) {
      if (state.patientUid === action.payload) return;
      state.patientUid = action.payload;
      resetSelection(state);
    },
    deviceFilterToggled(state, action: PayloadAction<string>) {
      const devices = state.filters.devices;
      state.filters.devices = devices.includes(action.payload) ? devices.filter((d) => d !== action.payload) : [...devices, action.payload];
      resetSelection(state);
    },
    timeRangeChosen(state, action: PayloadAction<string | null>) {
      state.filters.timeRange = action.payload;
      resetSelection(state);
    },
    tagFilterAdded(state, action: PayloadAction<string>) {
      const tag = action.payload.trim();
      if (!tag || state.filters.tags.includes(tag)) return;
      state.filters.tags.push(tag);
      resetSelection(state);
    },
    tagFilterRemoved(state, action: PayloadAction<string>) {
      state.filters.tags = state.filters.tags.filter((t) => t !== action.payload);
      resetSelection(state);
    },
    filterGroupCleared(state, action: PayloadAction<'devices' | 'timeRange' | 'tags'>) {
      state.filters = { ...state.filters, [action.payload]: noFilters[action.payload] };
      resetSelection(state);
    },
    sessionSelected(state, action: PayloadAction<string | null>) {
      state.selectedSessionId = action.payload;
      state.chart = { ...freshChart, loading: action.payload !== null };
    },
    /** A link to one session's chart (app.sessionChart): its patient's sessions, unfiltered, with that one open. */
    sessionLinkOpened(state, action: PayloadAction<{ patientUid: string; sessionId: string }>) {
      state.tab = 'intrassession';
      state.patientUid = action.payload.patientUid;
      state.filters = noFilters;
      state.selectedSessionId = action.payload.sessionId;
      state.chart = { ...freshChart, loading: true };
    },
    sensorTabOpened(state, action: PayloadAction<string>) {
      if (state.chart.sensorTab === action.payload) return;
      state.chart.sensorTab = action.payload;
      state.chart.loading = true;
    },
    chartLoaded(state) {
      state.chart.loading = false;
    },
    editModeToggled(state) {
      state.chart.editMode = !state.chart.editMode;
    },
    sensorLabelsToggled(state) {
      state.chart.showLabels = !state.chart.showLabels;
    },
    percentChangeToggled(state) {
      state.chart.showPercentChange = !state.chart.showPercentChange;
    },
    sessionDeleted(state) {
      resetSelection(state);
    },
  },
  selectors: {
    selectSessionsState: (state) => state,
    selectChartView: (state) => state.chart,
    selectFilters: (state) => state.filters,
  },
});

export const {
  tabOpened,
  patientSelected,
  deviceFilterToggled,
  timeRangeChosen,
  tagFilterAdded,
  tagFilterRemoved,
  filterGroupCleared,
  sessionSelected,
  sessionLinkOpened,
  sensorTabOpened,
  chartLoaded,
  editModeToggled,
  sensorLabelsToggled,
  percentChangeToggled,
  sessionDeleted,
} = sessionsSlice.actions;
export const { selectSessionsState, selectChartView, selectFilters } = sessionsSlice.selectors;

declare module '../../lib/store/rootState' {
  interface RootState {
    sessions: ReturnType<typeof sessionsSlice.getInitialState>;
  }
}
