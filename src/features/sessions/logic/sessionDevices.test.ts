import { describe, expect, it } from 'vitest';
import { groupDevicesByType } from './sessionDevices';

const devices = new Map([
  ['G2', { id: 'G2', deviceType: 'Glove', side: 'Right' as const }],
  ['G1', { id: 'G1', deviceType: 'Glove', side: 'Left' as const }],
  ['K2', { id: 'K2', deviceType: 'Knee Brace 2', side: 'Left' as const }],
]);

describe('groupDevicesByType', () => {
  it('groups by normalised type, Left before Right, in the order of first appearance', () => {
    const { byType, unknown } = groupDevicesByType(['K2', 'G2', 'G1'], devices);
    expect(byType.map(([type, list]) => [type, list.map((d) => d.id)])).toEqual([
      ['Knee Brace', ['K2']],
      ['Glove', ['G1', 'G2']],
    ]);
    expect(unknown).toEqual([]);
  });

  it('keeps devices without a record apart', () => {
    expect(groupDevicesByType(['X9', 'G1'], devices).unknown).toEqual(['X9']);
  });
});
