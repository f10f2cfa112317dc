import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FilterRow } from './logic/filters';

export type SortDirection = 'asc' | 'desc';

export interface SortOrder {
  field: string;
  direction: SortDirection;
}

/** What the admin has set up on the open collection's list (the documents themselves are server data: api/adminApi.ts). */
export interface CollectionView {
  collection: string | null;
  sort: SortOrder | null;
  /** the filters the list is queried with (the popover edits a draft until Apply) */
  filters: FilterRow[];
  /** the Doc ID search that is running, '' for none */
  docIdSearch: string;
  selectedIds: string[];
}

export interface AdminState {
  /** the collection list's search box */
  collectionSearch: string;
  view: CollectionView;
}

/** A collection's list as it first opens. */
export const emptyView = (collection: string | null): CollectionView => ({
  collection,
  sort: null,
  filters: [],
  docIdSearch: '',
  selectedIds: [],
});

const initialState: AdminState = { collectionSearch: '', view: emptyView(null) };

export const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {
    collectionSearchChanged(state, action: PayloadAction<string>) {
      state.collectionSearch = action.payload;
    },
    /** Opening another collection starts its list afresh; coming back to the same one keeps it. */
    collectionOpened(state, action: PayloadAction<string>) {
      if (state.view.collection !== action.payload) state.view = emptyView(action.payload);
    },
    /** Refresh: no search, selection, sort or filters. */
    viewReset(state) {
      state.view = emptyView(state.view.collection);
    },
    /** A click on a column header: ascending first, then descending, then back to ascending. */
    sortToggled(state, action: PayloadAction<string>) {
      const { sort } = state.view;
      const direction: SortDirection = sort?.field === action.payload && sort.direction === 'asc' ? 'desc' : 'asc';
      state.view.sort = { field: action.payload, direction };
    },
    filtersApplied(state, action: PayloadAction<FilterRow[]>) {
      state.view.filters = action.payload.filter((row) => row.field.trim() !== '');
      state.view.selectedIds = [];
    },
    docIdSearched(state, action: PayloadAction<string>) {
      state.view.docIdSearch = action.payload.trim();
      state.view.selectedIds = [];
    },
    selectionToggled(state, action: PayloadAction<string>) {
      const { selectedIds } = state.view;
      state.view.selectedIds = selectedIds.includes(action.payload)
        ? selectedIds.filter((id) => id !== action.payload)
        : [...selectedIds, action.payload];
    },
    /** The header checkbox: every listed id, or none when all of them are selected already. */
    allSelectionToggled(state, action: PayloadAction<string[]>) {
      const ids = action.payload;
      const allSelected = ids.length > 0 && ids.every((id) => state.view.selectedIds.includes(id));
      state.view.selectedIds = allSelected ? [] : ids;
    },
    selectionCleared(state) {
      state.view.selectedIds = [];
    },
  },
  selectors: {
    selectCollectionSearch: (state) => state.collectionSearch,
    selectCollectionView: (state) => state.view,
  },
});

export const {
  collectionSearchChanged,
  collectionOpened,
  viewReset,
  sortToggled,
  filtersApplied,
  docIdSearched,
  selectionToggled,
  allSelectionToggled,
  selectionCleared,
} = adminSlice.actions;
export const { selectCollectionSearch, selectCollectionView } = adminSlice.selectors;

declare module '../../lib/store/rootState' {
  interface RootState {
    admin: ReturnType<typeof adminSlice.getInitialState>;
  }
}
