import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { PatientCard } from '../patientList';
import { usePatientCards } from '../usePatientCards';
import { usePatients } from '../usePatients';
import PatientsPage from './PatientsPage';

vi.mock('../usePatients', () => ({ usePatients: vi.fn() }));
vi.mock('../usePatientCards', () => ({ usePatientCards: vi.fn() }));

function showing(cards: PatientCard[]) {
  vi.mocked(usePatients).mockReturnValue({
    patients: cards.map((c) => ({ uid: c.uid, name: `${c.firstName} ${c.lastName}`, email: c.email })),
    patientsLoading: false,
    patientsError: null,
  } as unknown as ReturnType<typeof usePatients>);
  vi.mocked(usePatientCards).mockReturnValue({ cards, loading: false, error: null });
}

const card = (n: number, firstName: string, lastName: string): PatientCard => ({ uid: `p${n}`, firstName, lastName, email: `${firstName.toLowerCase()}@demo.test` });

describe('PatientsPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it("says 'No patients found with your registered devices.' with a link 'here' to the profile", () => {
    showing([]);
    renderWithProviders(<PatientsPage />);
    expect(screen.getByText('No patients found with your registered devices.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'here' })).toHaveAttribute('href', '/profile');
  });

  it('shows 16 cards per page by last name, searchable by first name, last name or e-mail', async () => {
    const user = userEvent.setup();
    showing(Array.from({ length: 20 }, (_, i) => card(i, `First${i}`, `Last${String(i).padStart(2, '0')}`)).reverse());
    renderWithProviders(<PatientsPage />);
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(names()).toHaveLength(16);
    expect(names()[0]).toBe('First0 Last00');
    expect(within(screen.getByLabelText('Per page')).getAllByRole('option').map((o) => o.textContent)).toEqual(['8', '16', '32']);

    await user.click(screen.getByRole('button', { name: '2' }));
    expect(names()).toEqual(['First16 Last16', 'First17 Last17', 'First18 Last18', 'First19 Last19']);

    await user.type(screen.getByLabelText('Search'), 'first7@');
    expect(names()).toEqual(['First7 Last07']);
    expect(screen.getByRole('button', { name: 'View Profile' })).toHaveAttribute('href', '/patients/p7');
  });

  it('shows why the list could not be loaded instead of an empty list', () => {
    vi.mocked(usePatients).mockReturnValue({ patients: [], patientsLoading: false, patientsError: 'internal' } as unknown as ReturnType<typeof usePatients>);
    vi.mocked(usePatientCards).mockReturnValue({ cards: [], loading: false, error: null });
    renderWithProviders(<PatientsPage />);
    expect(screen.getByText('internal')).toBeInTheDocument();
    expect(screen.queryByText('No patients found with your registered devices.')).not.toBeInTheDocument();
  });
});
