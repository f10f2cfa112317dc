import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The two plan lists of the plans area. */
export type PlanListKind = 'public' | 'personalized';

/** A banner of the plans area (shown 3 seconds): a plan was created or deleted. */
export type PlanBanner = 'planCreated' | 'planDeleted';

/**
 * The plans area's UI state. The plans and schedules themselves are live
 * Firestore reads (see usePlans.ts), not kept here.
 */
export interface PlansState {
  /** each list's search text */
  search: Record<PlanListKind, string>;
  banner: PlanBanner | null;
}

const initialState: PlansState = { search: { public: '', personalized: '' }, banner: null };

export const plansSlice = createSlice({
  name: 'plans',
  initialState,
  reducers: {
    planSearchChanged(state, action: PayloadAction<{ list: PlanListKind; text: string }>) {
      state.search[action.payload.list] = action.payload.text;
    },
    planBannerShown(state, action: PayloadAction<PlanBanner>) {
      state.banner = action.payload;
    },
    planBannerClosed(state) {
      state.banner = null;
    },
  },
  selectors: {
    selectPlanSearch: (state, list: PlanListKind) => state.search[list],
    selectPlanBanner: (state) => state.banner,
  },
});

export const { planSearchChanged, planBannerShown, planBannerClosed } = plansSlice.actions;
export const { selectPlanSearch, selectPlanBanner } = plansSlice.selectors;

declare module '../../lib/store/rootState' {
  interface RootState {
    plans: ReturnType<typeof plansSlice.getInitialState>;
  }
}
