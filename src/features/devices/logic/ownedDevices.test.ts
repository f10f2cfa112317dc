import { describe, expect, it } from 'vitest';
import { ownedDeviceRows } from './ownedDevices';

describe('ownedDeviceRows', () => {
  it("lists the patient's devices by id, with their type and side", () => {
    const rows = ownedDeviceRows({ 'KNB-2001': 'Left', 'GLV-1002': 'Right', 'GLV-1001': 'Left' }, [
      { id: 'GLV-1001', deviceType: 'Glove' },
      { id: 'GLV-1002', deviceType: 'Glove' },
      { id: 'KNB-2001', deviceType: 'Knee Brace' },
    ]);
    expect(rows).toEqual([
      { id: 'GLV-1001', deviceType: 'Glove', side: 'Left' },
      { id: 'GLV-1002', deviceType: 'Glove', side: 'Right' },
      { id: 'KNB-2001', deviceType: 'Knee Brace', side: 'Left' },
    ]);
  });

  it('counts Knee Brace 2 as the Knee Brace, and leaves an unknown device without a type', () => {
    expect(ownedDeviceRows({ a: 'Right', b: 'Left' }, [{ id: 'a', deviceType: 'Knee Brace 2' }])).toEqual([
      { id: 'a', deviceType: 'Knee Brace', side: 'Right' },
      { id: 'b', deviceType: null, side: 'Left' },
    ]);
  });

  it('leaves out device records the patient no longer owns', () => {
    expect(ownedDeviceRows({}, [{ id: 'a', deviceType: 'Glove' }])).toEqual([]);
  });
});
