import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Doctor } from '@rehab/model/collections';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { useDoctorRecord } from './useDoctorRecord';

/** The record's listener, driven by the test: it pushes snapshots and counts the listeners started. */
const listener = vi.hoisted(() => ({ started: 0, next: (_doctor: unknown) => {} }));
vi.mock('../api/doctorRecord', () => ({
  doctorRecordSubscription: () => (next: (doctor: unknown) => void) => {
    listener.started += 1;
    listener.next = next;
    return () => {};
  },
}));

const SIGNED_IN = signedInState('doctor', { uid: 'doc-1', email: 'doctor@demo.test', displayName: 'Daniel Reyes' });
const doctor = (position: string) => ({ firstName: 'Daniel', lastName: 'Reyes', position, docId: 'doc-1' }) as unknown as WithId<Doctor>;

function Probe() {
  const { doctor: record, loading } = useDoctorRecord();
  return <output data-testid="state">{loading ? 'loading' : (record?.position ?? 'none')}</output>;
}

describe('useDoctorRecord', () => {
  beforeEach(() => {
    localStorage.clear();
    listener.started = 0;
  });

  it('waits for the first snapshot on a first visit, then caches the record for the next one', async () => {
    renderWithProviders(<Probe />, { preloadedState: SIGNED_IN });
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    await vi.waitFor(() => expect(listener.started).toBe(1));
    act(() => listener.next(doctor('Physiatrist')));
    expect(await screen.findByText('Physiatrist')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('rehab.doctor.doc-1')!)).toMatchObject({ position: 'Physiatrist' });
  });

  it('shows the record cached on the last visit at once, then the live one, and caches each snapshot', async () => {
    localStorage.setItem('rehab.doctor.doc-1', JSON.stringify(doctor('Physiatrist')));
    renderWithProviders(<Probe />, { preloadedState: SIGNED_IN });
    expect(screen.getByTestId('state')).toHaveTextContent('Physiatrist');
    await vi.waitFor(() => expect(listener.started).toBe(1));
    act(() => listener.next(doctor('Surgeon')));
    expect(await screen.findByText('Surgeon')).toBeInTheDocument();
    act(() => listener.next(doctor('Orthopaedist')));
    expect(await screen.findByText('Orthopaedist')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('rehab.doctor.doc-1')!)).toMatchObject({ position: 'Orthopaedist' });
  });

  it('forgets the cached record once the doctor has none', async () => {
    localStorage.setItem('rehab.doctor.doc-1', JSON.stringify(doctor('Physiatrist')));
    renderWithProviders(<Probe />, { preloadedState: SIGNED_IN });
    await vi.waitFor(() => expect(listener.started).toBe(1));
    act(() => listener.next(null));
    expect(await screen.findByText('none')).toBeInTheDocument();
    expect(localStorage.getItem('rehab.doctor.doc-1')).toBeNull();
  });
});
