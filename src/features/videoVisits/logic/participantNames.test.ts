import { describe, expect, it } from 'vitest';
import { doctorNameForPatient, patientNameForDoctor } from './participantNames';

describe('the doctor, as the patient sees him on the call', () => {
  it('is named by his public profile, by last name', () => {
    expect(doctorNameForPatient({ firstName: 'Mateo', lastName: 'Reyes' }, { doctorName: 'Mateo Reyes' })).toBe('Reyes');
    expect(doctorNameForPatient({ firstName: 'Mateo', lastName: ' ' }, undefined)).toBe('Mateo');
  });

  it('without a public profile, by the name his care relationship carries', () => {
    expect(doctorNameForPatient(undefined, { doctorName: 'Mateo Reyes' })).toBe('Mateo Reyes');
    expect(doctorNameForPatient({ firstName: '', lastName: '' }, { doctorName: ' Mateo Reyes ' })).toBe('Mateo Reyes');
  });

  it('is not named when neither says who he is', () => {
    expect(doctorNameForPatient(undefined, undefined)).toBeNull();
    expect(doctorNameForPatient(undefined, { doctorName: ' ' })).toBeNull();
  });
});

describe('the patient, as the doctor sees him on the call', () => {
  it('is named by his record', () => {
    expect(patientNameForDoctor({ firstName: 'Liam', lastName: 'Carter' })).toBe('Liam Carter');
    expect(patientNameForDoctor({ firstName: '', lastName: 'Carter' })).toBe('Carter');
  });

  it('is not named without a record or a name in it', () => {
    expect(patientNameForDoctor(undefined)).toBeNull();
    expect(patientNameForDoctor(null)).toBeNull();
    expect(patientNameForDoctor({ firstName: ' ', lastName: '' })).toBeNull();
  });
});
