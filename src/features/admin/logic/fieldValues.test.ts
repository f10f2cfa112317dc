import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../../../lib/dateFormat';
import type { CollectionSettings } from '@rehab/model/collections';
import {
  choicesFor,
  detectKind,
  displayValue,
  documentFields,
  editableText,
  fieldKind,
  isDeviceMap,
  isEditable,
  isRemovable,
  parseDateTime,
  parseEntryInput,
  parseFieldInput,
  parseObjectItem,
  selectionsOf,
  tableColumns,
} from './fieldValues';

const settings = (patch: Partial<CollectionSettings> = {}): CollectionSettings => ({
  fields: { firstName: 'string', age: 'number', gender: 'selections' },
  allowAddDoc: true,
  autoDocId: true,
  ...patch,
});

describe('detectKind and fieldKind', () => {
  it('tells each stored value apart', () => {
    expect(detectKind(null)).toBe('null');
    expect(detectKind(undefined)).toBe('null');
    expect(detectKind(Timestamp.fromDate(new Date()))).toBe('timestamp');
    expect(detectKind(new Date())).toBe('timestamp');
    expect(detectKind([1])).toBe('array');
    expect(detectKind({ a: 1 })).toBe('object');
    expect(detectKind(3)).toBe('number');
    expect(detectKind(false)).toBe('boolean');
    expect(detectKind('x')).toBe('string');
  });

  it("prefers the collection settings' kind over the value's", () => {
    expect(fieldKind('gender', 'Male', settings())).toBe('selections');
    expect(fieldKind('unknown', 4, settings())).toBe('number');
    expect(fieldKind('age', '4', null)).toBe('string');
  });
});

describe('displayValue', () => {
  it('formats timestamps, lists and maps in brief', () => {
    const stamp = Timestamp.fromDate(new Date(2024, 1, 29, 13, 0, 0, 250));
    expect(displayValue(stamp)).toBe('2024-02-29 13:00:00');
    expect(displayValue([stamp], true)).toBe('[2024-02-29 13:00:00:250]');
    expect(displayValue({ left: 'GLV-1', n: 2 })).toBe('{left: GLV-1, n: 2}');
    expect(displayValue(null)).toBe('null');
    expect(displayValue(true)).toBe('true');
  });
});

describe('tableColumns and documentFields', () => {
  it('puts id first, then the rest alphabetically, with settings fields and document fields together', () => {
    const docs = [{ docId: 'x', zeta: 1, id: 'x', beta: 2 }];
    expect(tableColumns(settings(), docs)).toEqual(['id', 'age', 'beta', 'firstName', 'gender', 'zeta']);
  });

  it('never shows the password nor the synthetic docId', () => {
    expect(tableColumns(null, [{ docId: 'u', password: 'secret', email: 'a@b.c' }])).toEqual(['email']);
    expect(documentFields({ docId: 'u', password: 'secret', name: 'n', id: 'u' })).toEqual(['id', 'name']);
  });
});

describe('parseDateTime', () => {
  it('reads a day with optional time, seconds and milliseconds', () => {
    expect(parseDateTime('2024-03-01')).toEqual(new Date(2024, 2, 1));
    expect(parseDateTime('2024-03-01 09:30')).toEqual(new Date(2024, 2, 1, 9, 30));
    expect(parseDateTime('2024-03-01T09:30:15')).toEqual(new Date(2024, 2, 1, 9, 30, 15));
    expect(parseDateTime('2024-03-01 09:30:15:120')).toEqual(new Date(2024, 2, 1, 9, 30, 15, 120));
  });

  it('refuses impossible dates and times and other formats', () => {
    for (const text of ['2024-02-30', '2024-13-01', '2024-01-01 24:00', '2024-01-01 10:60', '01/02/2024', 'soon', ''])
      expect(parseDateTime(text)).toBeNull();
  });

  it('reads back what formatTimestamp writes', () => {
    const date = new Date(2023, 6, 14, 18, 45, 2);
    expect(parseDateTime(formatTimestamp(date))).toEqual(date);
    expect(editableText(Timestamp.fromDate(date))).toBe('2023-07-14 18:45:02');
  });
});

describe('parseFieldInput', () => {
  it('numbers must parse', () => {
    expect(parseFieldInput('number', ' 12.5 ')).toEqual({ ok: true, value: 12.5 });
    expect(parseFieldInput('number', 'twelve')).toEqual({ ok: false });
    expect(parseFieldInput('number', '')).toEqual({ ok: false });
  });

  it('strings must not be empty', () => {
    expect(parseFieldInput('string', 'Liam')).toEqual({ ok: true, value: 'Liam' });
    expect(parseFieldInput('string', '   ')).toEqual({ ok: false });
  });

  it("booleans are 'true' or 'false'", () => {
    expect(parseFieldInput('boolean', 'true')).toEqual({ ok: true, value: true });
    expect(parseFieldInput('boolean', 'false')).toEqual({ ok: true, value: false });
    expect(parseFieldInput('boolean', 'yes')).toEqual({ ok: false });
  });

  it('timestamps must be valid dates', () => {
    expect(parseFieldInput('timestamp', '2024-05-06 07:08:09')).toEqual({ ok: true, value: new Date(2024, 4, 6, 7, 8, 9) });
    expect(parseFieldInput('timestamp', '2024-05-32')).toEqual({ ok: false });
  });

  it('selections must be among the allowed values', () => {
    expect(parseFieldInput('selections', 'Left', ['Left', 'Right'])).toEqual({ ok: true, value: 'Left' });
    expect(parseFieldInput('selections', 'Middle', ['Left', 'Right'])).toEqual({ ok: false });
  });
});

describe('choicesFor', () => {
  it('offers true/false for booleans, the allowed values for selections, free text otherwise', () => {
    expect(choicesFor('boolean')).toEqual(['true', 'false']);
    expect(choicesFor('selections', ['a', 'b'])).toEqual(['a', 'b']);
    expect(choicesFor('number')).toBeNull();
  });
});

describe('map entries (parseEntryInput)', () => {
  it('needs a key and a value that fits', () => {
    expect(parseEntryInput({ key: ' squat ', text: '12' }, { kind: 'number' })).toEqual({ ok: true, key: 'squat', value: 12 });
    expect(parseEntryInput({ key: '', text: 'x' }, { kind: 'number' })).toEqual({ ok: false, invalid: { key: true, value: true } });
  });

  it('a device entry also needs a device type', () => {
    const options = { kind: 'selections' as const, allowed: ['Left', 'Right'], needsDeviceType: true };
    expect(parseEntryInput({ key: 'GLV-9', text: 'Left', deviceType: '' }, options)).toEqual({ ok: false, invalid: { deviceType: true } });
    expect(parseEntryInput({ key: 'GLV-9', text: 'Left', deviceType: 'Glove' }, options)).toEqual({
      ok: true,
      key: 'GLV-9',
      value: 'Left',
      deviceType: 'Glove',
    });
  });

  it('only a map named devices is a device map', () => {
    expect(isDeviceMap('devices', 'object')).toBe(true);
    expect(isDeviceMap('devices', 'array')).toBe(false);
    expect(isDeviceMap('exercises', 'object')).toBe(false);
  });
});

describe('parseObjectItem', () => {
  const shape = { title: 'string', years: 'number' } as const;

  it('keeps the filled keys, typed', () => {
    expect(parseObjectItem({ title: 'Physio', years: '' }, shape)).toEqual({ ok: true, value: { title: 'Physio' } });
    expect(parseObjectItem({ title: 'Physio', years: '4' }, shape)).toEqual({ ok: true, value: { title: 'Physio', years: 4 } });
  });

  it('marks what does not fit, and everything when nothing is filled', () => {
    expect(parseObjectItem({ title: 'Physio', years: 'four' }, shape)).toEqual({ ok: false, invalid: ['years'] });
    expect(parseObjectItem({}, shape)).toEqual({ ok: false, invalid: ['title', 'years'] });
  });
});

describe('settings permissions', () => {
  it('a field is editable unless listed as not editable or the whole collection is read-only', () => {
    expect(isEditable('age', settings())).toBe(true);
    expect(isEditable('age', settings({ nonEditableFields: ['age'] }))).toBe(false);
    expect(isEditable('firstName', settings({ allFieldsNonEditable: true }))).toBe(false);
    expect(isEditable('anything', null)).toBe(true);
  });

  it('only fields listed as removable are removable, never in a read-only collection', () => {
    expect(isRemovable('age', settings())).toBe(false);
    expect(isRemovable('age', settings({ removeableFields: ['age'] }))).toBe(true);
    expect(isRemovable('age', settings({ removeableFields: ['age'], allFieldsNonEditable: true }))).toBe(false);
  });

  it("a selections field's values come from its own list, else the schema's", () => {
    expect(selectionsOf('gender', settings({ selections: { gender: ['Male', 'Female'] } }))).toEqual(['Male', 'Female']);
    expect(selectionsOf('devices', settings({ schema: { devices: { valueType: 'selections', selections: ['Left', 'Right'] } } }))).toEqual([
      'Left',
      'Right',
    ]);
    expect(selectionsOf('age', settings())).toEqual([]);
  });
});
