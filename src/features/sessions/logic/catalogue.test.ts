import { describe, expect, it } from 'vitest';
import { loadsAllAtOnce, sensorLabelsKey, sensorsOf, sensorTitle, storedSensorId } from './catalogue';

describe('sensor catalogue', () => {
  it('loads charts per tab for glove, knee and pants, all at once for the others', () => {
    expect(['Glove', 'Knee Brace', 'Knee Brace 2', 'Pants'].map(loadsAllAtOnce)).toEqual([false, false, false, false]);
    expect(['Neat', 'Band', 'Test'].map(loadsAllAtOnce)).toEqual([true, true, true]);
  });
  it('finds the sensor label documents', () => {
    expect(sensorLabelsKey('Glove')).toBe('glove');
    expect(sensorLabelsKey('Knee Brace 2')).toBe('kneeBrace');
    expect(sensorLabelsKey('Pants')).toBe('kneeBrace');
    expect(sensorLabelsKey('Neat')).toBeNull();
  });
  it('prefers the deviceTypes document, else the catalogue', () => {
    expect(sensorsOf('Glove', ['A', 'B'])).toEqual(['A', 'B']);
    expect(sensorsOf('Knee Brace 2', [])).toEqual(['Angle', 'Hamstring', 'Calf', 'Quad', 'Shin']);
    expect(sensorsOf('Test')).toHaveLength(32);
  });
  it('names Neat sensors Solar and Piezo', () => {
    expect(sensorTitle('Neat', 'P23')).toBe('Piezo 1');
    expect(sensorTitle('Glove', 'Palm')).toBe('Palm');
  });
  it('reads Angle from AngleX when the Time series is missing', () => {
    expect(storedSensorId('Angle', false)).toBe('AngleX');
    expect(storedSensorId('Angle', true)).toBe('Angle');
    expect(storedSensorId('Quad', false)).toBe('Quad');
  });
});
