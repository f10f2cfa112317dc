import { describe, expect, it } from 'vitest';
import {
  adminSlice,
  allSelectionToggled,
  collectionOpened,
  collectionSearchChanged,
  docIdSearched,
  emptyView,
  filtersApplied,
  selectCollectionSearch,
  selectCollectionView,
  selectionCleared,
  selectionToggled,
  sortToggled,
  viewReset,
  type AdminState,
} from './adminSlice';
import type { FilterRow } from './logic/filters';

const reduce = (state: AdminState | undefined, ...actions: Parameters<typeof adminSlice.reducer>[1][]) =>
  actions.reduce((current, action) => adminSlice.reducer(current, action), state ?? adminSlice.reducer(undefined, { type: 'init' }));

const ageFilter: FilterRow = { field: 'age', operator: '>', dataType: 'number', value: '30' };

/** A users list with a search, a sort, a filter and a selection. */
const busyUsersView = () =>
  reduce(
    undefined,
    collectionOpened('users'),
    docIdSearched('  demo-patient  '),
    sortToggled('email'),
    filtersApplied([ageFilter]),
    selectionToggled('a'),
    selectionToggled('b'),
  );

describe('adminSlice', () => {
  it('starts with no collection, no search and an empty view', () => {
    const state = reduce(undefined);
    expect(selectCollectionSearch({ admin: state })).toBe('');
    expect(selectCollectionView({ admin: state })).toEqual(emptyView(null));
  });

  it('keeps the collection list search text', () => {
    expect(reduce(undefined, collectionSearchChanged('dev')).collectionSearch).toBe('dev');
  });

  it('trims the Doc ID search and clears the selection when it runs', () => {
    const state = reduce(undefined, collectionOpened('users'), selectionToggled('x'), docIdSearched('  demo-patient '));
    expect(state.view.docIdSearch).toBe('demo-patient');
    expect(state.view.selectedIds).toEqual([]);
  });

  it('sorts ascending first, then toggles the direction; another column starts ascending', () => {
    const once = reduce(undefined, sortToggled('email'));
    expect(once.view.sort).toEqual({ field: 'email', direction: 'asc' });
    const twice = reduce(once, sortToggled('email'));
    expect(twice.view.sort).toEqual({ field: 'email', direction: 'desc' });
    expect(reduce(twice, sortToggled('email')).view.sort).toEqual({ field: 'email', direction: 'asc' });
    expect(reduce(twice, sortToggled('firstName')).view.sort).toEqual({ field: 'firstName', direction: 'asc' });
  });

  it('applies only filters with a field name, and clears the selection', () => {
    const blank: FilterRow = { field: '  ', operator: '==', dataType: 'string', value: 'x' };
    const state = reduce(undefined, selectionToggled('a'), filtersApplied([ageFilter, blank]));
    expect(state.view.filters).toEqual([ageFilter]);
    expect(state.view.selectedIds).toEqual([]);
  });

  it('toggles one row in and out of the selection', () => {
    const state = reduce(undefined, selectionToggled('a'), selectionToggled('b'), selectionToggled('a'));
    expect(state.view.selectedIds).toEqual(['b']);
    expect(reduce(state, selectionCleared()).view.selectedIds).toEqual([]);
  });

  it('selects every listed row with the header checkbox, and none when all are selected', () => {
    const some = reduce(undefined, selectionToggled('a'), allSelectionToggled(['a', 'b', 'c']));
    expect(some.view.selectedIds).toEqual(['a', 'b', 'c']);
    expect(reduce(some, allSelectionToggled(['a', 'b', 'c'])).view.selectedIds).toEqual([]);
    expect(reduce(undefined, allSelectionToggled([])).view.selectedIds).toEqual([]);
  });

  it('refresh clears search, selection, sort and filters but stays on the collection', () => {
    const state = reduce(busyUsersView(), viewReset());
    expect(state.view).toEqual(emptyView('users'));
  });

  it('opening another collection starts afresh; reopening the same one keeps its view', () => {
    const busy = busyUsersView();
    expect(reduce(busy, collectionOpened('users')).view).toEqual(busy.view);
    expect(reduce(busy, collectionOpened('doctors')).view).toEqual(emptyView('doctors'));
  });
});
