import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { useClinicMembers, useMyClinic, usePatientContacts } from '../../clinics';
import { useLogAssistantTimeMutation } from '../api/assistantTimeApi';
import AssistantTimePage from './AssistantTimePage';

vi.mock('../api/assistantTimeApi', () => ({ useLogAssistantTimeMutation: vi.fn() }));
vi.mock('../../clinics', () => ({ useMyClinic: vi.fn(), useClinicMembers: vi.fn(), usePatientContacts: vi.fn() }));

const clinic = { docId: 'north', name: 'Northside Rehab', address: '', timeZone: 'America/Vancouver' };
const marco = { docId: 'marco', clinicId: 'north', role: 'assistant', supervisor: 'hannah', name: 'Marco Silva', email: 'marco@demo.test' };
const ravi = { docId: 'ravi_north', patientId: 'ravi', clinicId: 'north', firstName: 'Ravi', lastName: 'Iyer', name: 'Ravi Iyer', email: 'ravi@demo.test', phoneNumber: '', timeZone: '' };

const log = vi.fn();
function show(membership: object = marco) {
  vi.mocked(useMyClinic).mockReturnValue({ membership, clinic, loading: false, error: null } as unknown as ReturnType<typeof useMyClinic>);
  renderWithProviders(<AssistantTimePage />, { preloadedState: signedInState('staff', { uid: 'marco' }) });
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(useClinicMembers).mockReturnValue({ members: [{ docId: 'hannah', name: 'Hannah Brooks', role: 'clinician' }, marco] } as unknown as ReturnType<typeof useClinicMembers>);
  vi.mocked(usePatientContacts).mockReturnValue({ contacts: [ravi], error: null } as unknown as ReturnType<typeof usePatientContacts>);
  log.mockReturnValue({ unwrap: () => Promise.resolve({ entryRef: 'hannah_ravi_2030-04/assistant-r1', created: true }) });
  vi.mocked(useLogAssistantTimeMutation).mockReturnValue([log, { isLoading: false }] as unknown as ReturnType<typeof useLogAssistantTimeMutation>);
});

describe('AssistantTimePage', () => {
  it("says the minutes count under the supervisor's claims", () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'My time' })).toBeInTheDocument();
    expect(screen.getByTestId('supervision-note')).toHaveTextContent('Your minutes count under the claims of Hannah Brooks, your supervising clinician');
  });

  it('records the time once however often a failed save is tried again, then a new entry takes a new request id', async () => {
    log.mockReturnValueOnce({ unwrap: () => Promise.reject(new Error('Failed to fetch')) });
    show();
    const form = screen.getByRole('form', { name: 'My time' });
    await userEvent.click(within(form).getByRole('button', { name: 'Record time' }));
    expect(await within(form).findByText('Choose a patient.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a reason.')).toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(form).getByLabelText('Patient'), 'Ravi Iyer');
    const minutes = within(form).getByLabelText('Minutes');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '12');
    await userEvent.selectOptions(within(form).getByLabelText('Activity'), 'chat');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Answered questions on the exercises');
    await userEvent.click(within(form).getByRole('button', { name: 'Record time' }));
    expect(await within(form).findByText('Failed to fetch')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Record time' }));
    expect(await within(form).findByText(/12 min on Ravi Iyer from .* recorded\./)).toBeInTheDocument();
    const [first, retry] = log.mock.calls.map(([request]) => request);
    expect(retry).toEqual(first);
    expect(retry).toMatchObject({ patientId: 'ravi', minutes: 12, activity: 'chat', reason: 'Answered questions on the exercises' });

    await userEvent.type(within(form).getByLabelText('Reason'), 'Second review');
    await userEvent.click(within(form).getByRole('button', { name: 'Record time' }));
    expect(log).toHaveBeenCalledTimes(3);
    expect(log.mock.calls[2][0].requestId).not.toBe(first.requestId);
  });

  it('refuses minutes outside an entry and a start in the future', async () => {
    show();
    const form = screen.getByRole('form', { name: 'My time' });
    const minutes = within(form).getByLabelText('Minutes');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '0');
    const start = within(form).getByLabelText('Started at');
    await userEvent.clear(start);
    await userEvent.type(start, '2099-01-01T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Record time' }));
    expect(await within(form).findByText(`Enter whole minutes, from 1 to ${LIMITS.rtm.contactMinutes}.`)).toBeInTheDocument();
    expect(within(form).getByText('The time cannot be in the future.')).toBeInTheDocument();
  });

  it('says so when the assistant has no supervisor', () => {
    show({ ...marco, supervisor: null });
    expect(screen.getByTestId('supervision-note')).toHaveTextContent("You have no supervising clinician: your clinic's owner names one before you can record time.");
  });
});
