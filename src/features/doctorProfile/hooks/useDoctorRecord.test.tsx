import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveDoc } from '../../lib/firebase/hooks';
import type { Doctor } from '../../lib/model/collections';
import { renderWithProviders } from '../../test/renderWithProviders';
import { signedInState } from '../../test/signedIn';
import { useDoctorRecord } from './useDoctorRecord';

vi.mock('../../lib/firebase/hooks', () => ({ useLiveDoc: vi.fn() }));

const SIGNED_IN = signedInState('doctor', { uid: 'doc-1', email: 'doctor@demo.test', displayName: 'Daniel Reyes' });
const doctor = (position: string) => ({ firstName: 'Daniel', lastName: 'Reyes', position, docId: 'doc-1' }) as unknown as Doctor & { docId: string };

function Probe() {
  const { doctor: record, loading } = useDoctorRecord();
  return <output data-testid="state">{loading ? 'loading' : (record?.position ?? 'none')}</output>;
}

describe('useDoctorRecord', () => {
  beforeEach(() => localStorage.clear());

  it('shows the record cached on the last visit until the live one arrives, and caches the live one', () => {
    vi.mocked(useLiveDoc).mockReturnValue({ data: null, loading: true, error: null });
    const first = renderWithProviders(<Probe />, { preloadedState: SIGNED_IN });
    expect(screen.getByTestId('state')).toHaveTextContent('loading');
    first.unmount();

    vi.mocked(useLiveDoc).mockReturnValue({ data: doctor('Physiatrist'), loading: false, error: null });
    const second = renderWithProviders(<Probe />, { preloadedState: SIGNED_IN });
    expect(screen.getByTestId('state')).toHaveTextContent('Physiatrist');
    second.unmount();

    vi.mocked(useLiveDoc).mockReturnValue({ data: null, loading: true, error: null });
    const third = renderWithProviders(<Probe />, { preloadedState: SIGNED_IN });
    expect(screen.getByTestId('state')).toHaveTextContent('Physiatrist');

    third.unmount();

    vi.mocked(useLiveDoc).mockReturnValue({ data: doctor('Surgeon'), loading: false, error: null });
    renderWithProviders(<Probe />, { preloadedState: SIGNED_IN });
    expect(screen.getByTestId('state')).toHaveTextContent('Surgeon');
    expect(JSON.parse(localStorage.getItem('rehab.doctor.doc-1')!)).toMatchObject({ position: 'Surgeon' });
  });
});
