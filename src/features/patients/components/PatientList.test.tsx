import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import type { PatientListItem } from '../logic/patientList';
import { PatientList } from './PatientList';

const patient = (n: number, name: string, phoneNumber?: string): PatientListItem => ({
  uid: `uid-${n}`,
  name,
  email: `${name.split(' ')[0].toLowerCase()}@demo.test`,
  ...(phoneNumber ? { phoneNumber } : {}),
});

const PATIENTS = [
  patient(1, 'yuki Tanaka'),
  patient(2, 'Amara Okonkwo', '+16045550102'),
  patient(3, 'Mateo Alvarez'),
  patient(4, 'Liam Carter'),
  patient(5, 'Grace OBrien'),
  patient(6, 'Fatima Haddad'),
  patient(7, 'Noah Kowalski'),
];

function names() {
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);
}

describe('PatientList', () => {
  it('lists 5 patients per page by name, case-insensitively, with the phone column when present', () => {
    renderWithProviders(<PatientList patients={PATIENTS} />);
    expect(names()).toEqual(['Amara Okonkwo', 'Fatima Haddad', 'Grace OBrien', 'Liam Carter', 'Mateo Alvarez']);
    expect(screen.getByRole('columnheader', { name: 'Patient Name' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Phone Number' })).toBeInTheDocument();
    const amara = screen.getAllByRole('row')[1];
    // The column on wider screens; under the e-mail address on a phone.
    expect(within(amara).getAllByText('+16045550102').map((n) => n.parentElement?.className)).toEqual([
      expect.stringContaining('d-sm-none') as string,
      expect.stringContaining('d-none d-sm-table-cell') as string,
    ]);
  });

  it('pages through the rest and offers 3, 5, 10 and All per page', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PatientList patients={PATIENTS} />);
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(names()).toEqual(['Noah Kowalski', 'yuki Tanaka']);

    const sizes = screen.getByLabelText('Per page');
    expect(within(sizes).getAllByRole('option').map((o) => o.textContent)).toEqual(['3', '5', '10', 'All']);
    await user.selectOptions(sizes, 'All');
    expect(names()).toHaveLength(7);
    expect(screen.queryByRole('navigation', { name: 'Patient list pages' })).not.toBeInTheDocument();
  });

  it('shows a window of 4 page links around the current page', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 16 }, (_, i) => patient(i, `Patient ${String(i).padStart(2, '0')}`));
    renderWithProviders(<PatientList patients={many} />);
    await user.selectOptions(screen.getByLabelText('Per page'), '3');
    const pageLinks = () =>
      within(screen.getByRole('navigation', { name: 'Patient list pages' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent)
        .filter((text) => /^\d+$/.test(text ?? ''));
    expect(pageLinks()).toEqual(['1', '2', '3', '4']);
    await user.click(screen.getByRole('button', { name: '4' }));
    expect(pageLinks()).toEqual(['3', '4', '5', '6']);
    expect(names()).toEqual(['Patient 09', 'Patient 10', 'Patient 11']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(names()).toEqual(['Patient 15']);
    // On the last page Next is no longer a control.
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('searches name or e-mail case-insensitively and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PatientList patients={PATIENTS} />);
    await user.selectOptions(screen.getByLabelText('Per page'), '3');
    await user.click(screen.getByRole('button', { name: '3' }));
    await user.type(screen.getByLabelText('Search'), 'KOWAL');
    expect(names()).toEqual(['Noah Kowalski']);

    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'amara@');
    expect(names()).toEqual(['Amara Okonkwo']);
  });

  it("says 'No Patients' when there is no one to show", () => {
    renderWithProviders(<PatientList patients={[]} />);
    expect(screen.getByText('No Patients')).toBeInTheDocument();
  });

  it("opens the patient's dashboard when a row is clicked", async () => {
    const user = userEvent.setup();
    renderWithProviders(<PatientList patients={PATIENTS} />);
    await user.click(screen.getByText('amara@demo.test'));
    expect(screen.getByTestId('location')).toHaveTextContent('/patients/uid-2');
  });

  it("adds a patient: 'ADDING PATIENT' (disabled) while saving, then 'Patient Added'", async () => {
    const user = userEvent.setup();
    let finish: () => void = () => {};
    const onAdd = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithProviders(<PatientList patients={[PATIENTS[0], PATIENTS[1]]} mode="add" ownPatientUids={['uid-2']} onAdd={onAdd} />);

    expect(screen.getByText('Already your patient')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ADD PATIENT' }));
    expect(onAdd).toHaveBeenCalledWith('uid-1');
    expect(screen.getByRole('button', { name: 'ADDING PATIENT' })).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);

    finish();
    expect(await screen.findByText('Patient Added')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ADD PATIENT' })).toBeEnabled();
  });

  it('shows why adding failed', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn(() => Promise.reject(new Error('Missing or insufficient permissions.')));
    renderWithProviders(<PatientList patients={[PATIENTS[0]]} mode="add" onAdd={onAdd} />);
    await user.click(screen.getByRole('button', { name: 'ADD PATIENT' }));
    expect(await screen.findByText('Missing or insufficient permissions.')).toBeInTheDocument();
    expect(screen.queryByText('Patient Added')).not.toBeInTheDocument();
  });
});
