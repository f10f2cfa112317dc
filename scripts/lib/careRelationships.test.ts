import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { relationshipsFromSharedDevices } from './careRelationships';

const at = Timestamp.fromMillis(0);
const doctor = (devices: string[]) => ({ firstName: 'Olivia', lastName: 'Grant', devices });

describe('relationshipsFromSharedDevices', () => {
  it('makes one active relationship per patient and doctor sharing devices, with those devices', () => {
    const result = relationshipsFromSharedDevices(
      [
        { uid: 'doc-1', doctor: doctor(['GLV-1', 'GLV-2', 'KNB-1', 'unknown']) },
        { uid: 'doc-2', doctor: doctor(['KNB-1']) },
      ],
      [
        { id: 'GLV-1', device: { userId: 'pat-1', deviceType: 'Glove' } },
        { id: 'GLV-2', device: { userId: 'pat-1', deviceType: 'Glove' } },
        { id: 'KNB-1', device: { userId: 'pat-2', deviceType: 'Knee Brace' } },
        { id: 'NEAT-1', device: { userId: 'pat-3', deviceType: 'Neat' } },
      ],
      at,
    );
    expect(result.map((r) => r.id)).toEqual(['pat-1_doc-1', 'pat-2_doc-1', 'pat-2_doc-2']);
    expect(result[0].data).toEqual({
      patient: 'pat-1',
      doctor: 'doc-1',
      doctorName: 'Olivia Grant',
      state: 'active',
      requestedAt: at,
      since: at,
      grantedBy: 'pat-1',
      devices: { 'GLV-1': 'Glove', 'GLV-2': 'Glove' },
    });
  });

  it('skips devices without an owner', () => {
    expect(relationshipsFromSharedDevices([{ uid: 'd', doctor: doctor(['X']) }], [{ id: 'X', device: { userId: '', deviceType: 'Test' } }], at)).toEqual([]);
  });
});
