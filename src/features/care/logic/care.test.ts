import { describe, expect, it } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { CareRelationship } from '@rehab/model/care';
import { fakeTimestamp } from '../../../test/timestamps';
import { careTeam, deviceAccess, deviceLabels, grantingPatientUids, pendingRequests } from './care';

const relationship = (id: string, fields: Partial<CareRelationship>): WithId<CareRelationship> => ({
  docId: id,
  patient: 'pat',
  doctor: 'doc',
  doctorName: 'Olivia Grant',
  state: 'pending',
  requestedAt: fakeTimestamp(new Date('2030-01-01T10:00:00Z')),
  since: null,
  grantedBy: null,
  devices: {},
  ...fields,
});

describe('care relationships as shown', () => {
  const pendingOld = relationship('a', { requestedAt: fakeTimestamp(new Date('2030-01-01')) });
  const pendingNew = relationship('b', { requestedAt: fakeTimestamp(new Date('2030-02-01')) });
  const activeZ = relationship('c', { state: 'active', doctorName: 'Zoe Young', patient: 'p2' });
  const activeA = relationship('d', { state: 'active', doctorName: 'Amy Ash', patient: 'p1' });
  const declined = relationship('e', { state: 'ended', ending: 'declined' });

  it('lists requests newest first and the care team by name', () => {
    const all = [pendingOld, activeZ, declined, pendingNew, activeA];
    expect(pendingRequests(all).map((r) => r.docId)).toEqual(['b', 'a']);
    expect(careTeam(all).map((r) => r.docId)).toEqual(['d', 'c']);
    expect(grantingPatientUids(all)).toEqual(['p1', 'p2']);
  });

  it('names devices by type and id, a Knee Brace 2 as a Knee Brace', () => {
    expect(deviceLabels({ devices: { 'KB2-1': 'Knee Brace 2', 'GLV-1001': 'Glove' } })).toEqual(['Glove GLV-1001', 'Knee Brace KB2-1']);
  });

  it("tells where each of the doctor's devices stands, the newest relationship winning", () => {
    const access = deviceAccess([
      relationship('x', { state: 'ended', ending: 'removedByPatient', devices: { G1: 'Glove' }, requestedAt: fakeTimestamp(new Date('2030-01-01')) }),
      relationship('y', { state: 'pending', devices: { G1: 'Glove', G2: 'Glove' }, requestedAt: fakeTimestamp(new Date('2030-03-01')) }),
      relationship('z', { state: 'ended', ending: 'declined', devices: { K1: 'Knee Brace' } }),
      relationship('w', { state: 'ended', ending: 'endedByDoctor', devices: { P1: 'Pants' } }),
      relationship('v', { state: 'active', devices: { B1: 'Band' } }),
    ]);
    expect(Object.fromEntries([...access].map(([id, care]) => [id, care.access]))).toEqual({ G1: 'waiting', G2: 'waiting', K1: 'declined', P1: 'left', B1: 'active' });
    expect(access.get('G1')?.patient).toBe('pat');
  });
});
