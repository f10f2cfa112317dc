import { describe, expect, it } from 'vitest';
import { byRoleThenName, managesClinic, membersWhoSee, patientDataSeenBy, patientDataSplit } from './roleAccess';

describe('what each role sees of a patient who approved the clinic (the role table)', () => {
  it('gives owners and clinicians the patient as his doctor has him, and each staff role its work (issue 51)', () => {
    expect(patientDataSeenBy('owner')).toEqual(['clinical', 'scheduling', 'billing', 'contacts', 'caseload']);
    expect(patientDataSeenBy('clinician')).toEqual(['clinical', 'scheduling', 'billing', 'contacts', 'caseload']);
    // as his doctor only as his primary or his cover; the rest whoever the primary is
    expect(patientDataSplit('clinician')).toEqual({ asPrimaryOrCover: ['clinical', 'scheduling', 'billing'], always: ['contacts', 'caseload'] });
    expect(patientDataSplit('frontDesk')).toEqual({ asPrimaryOrCover: [], always: ['booking', 'contacts'] });
    expect(patientDataSeenBy('frontDesk')).toEqual(['booking', 'contacts']);
    expect(patientDataSeenBy('assistant')).toEqual(['supervisedTime', 'contacts']);
    expect(patientDataSeenBy('biller')).toEqual(['billing']);
  });

  it('lets only the owner run the clinic', () => {
    expect(managesClinic('owner')).toBe(true);
    expect(managesClinic('clinician')).toBe(false);
    expect(managesClinic('biller')).toBe(false);
  });

  it('orders members by role, then name, and names those who see the data', () => {
    const members = [
      { name: 'Zoe', role: 'biller' as const },
      { name: 'Hannah', role: 'clinician' as const },
      { name: 'Daniel', role: 'owner' as const },
      { name: 'Anna', role: 'clinician' as const },
    ];
    expect(byRoleThenName(members).map((m) => m.name)).toEqual(['Daniel', 'Anna', 'Hannah', 'Zoe']);
    expect(membersWhoSee(members).map(({ member }) => member.name)).toEqual(['Daniel', 'Anna', 'Hannah', 'Zoe']);
  });
});
