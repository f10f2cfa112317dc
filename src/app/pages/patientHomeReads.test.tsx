import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../test/app';
import { startFirstReads, usePatientHomeReads } from './patientHomeReads';

// Listeners that never answer: the test is about which reads start, not what they find.
vi.mock('../../lib/firebase/subscribe', () => ({ subscribeDoc: () => () => () => {}, subscribeQuery: () => () => () => {} }));

/** The server-data cache entries a store holds: one per endpoint and argument. */
const cachedReads = (store: ReturnType<typeof makeStore>) => Object.keys(store.getState().serverData.queries).sort();

describe('the patient home’s reads', () => {
  it('start early exactly the reads the page waits for', async () => {
    const early = makeStore();
    startFirstReads('p1', early.dispatch);
    await vi.waitFor(() => expect(cachedReads(early).length).toBeGreaterThan(2));

    const page = makeStore();
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={page}>{children}</Provider>;
    renderHook(() => usePatientHomeReads('p1'), { wrapper });

    await vi.waitFor(() => expect(cachedReads(early)).toEqual(cachedReads(page)));
    expect(cachedReads(page)).toHaveLength(8);
  });
});
