import { describe, expect, it } from 'vitest';
import { makeStore } from '../../test/app';
import {
  planBannerClosed,
  planBannerShown,
  planSearchChanged,
  plansSlice,
  selectPlanBanner,
  selectPlanSearch,
} from './plansSlice';

describe('plansSlice', () => {
  it('starts with empty searches, no drag and no banner', () => {
    const state = plansSlice.reducer(undefined, { type: 'init' });
    expect(state).toEqual({ search: { public: '', personalized: '' }, banner: null });
  });

  it('keeps a search text per list', () => {
    const store = makeStore();
    store.dispatch(planSearchChanged({ list: 'public', text: 'knee' }));
    expect(selectPlanSearch(store.getState(), 'public')).toBe('knee');
    expect(selectPlanSearch(store.getState(), 'personalized')).toBe('');
  });

  it('shows and closes a banner', () => {
    const store = makeStore();
    store.dispatch(planBannerShown('planDeleted'));
    expect(selectPlanBanner(store.getState())).toBe('planDeleted');
    store.dispatch(planBannerClosed());
    expect(selectPlanBanner(store.getState())).toBeNull();
  });
});
