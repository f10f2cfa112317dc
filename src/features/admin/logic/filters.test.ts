import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  FILTER_DATA_TYPES,
  FILTER_OPERATORS,
  OPERATOR_NAMES,
  filterRowErrors,
  filterValue,
  hasErrors,
  toQueryFilters,
  type FilterRow,
} from './filters';
import en from '../locales/en.json';

const row = (patch: Partial<FilterRow>): FilterRow => ({ ...EMPTY_FILTER, field: 'age', ...patch });

describe('filter operators and data types', () => {
  it('offers the six comparisons, named as the spec names them', () => {
    expect(FILTER_OPERATORS).toEqual(['==', '!=', '>', '<', '>=', '<=']);
    expect(FILTER_OPERATORS.map((operator) => en.operators[OPERATOR_NAMES[operator] as keyof typeof en.operators])).toEqual([
      'equal',
      'not equal',
      'greater than',
      'less than',
      'greater than or equal',
      'less than or equal',
    ]);
  });

  it('offers the data types string, number and boolean; a new row is an empty string equality', () => {
    expect(FILTER_DATA_TYPES).toEqual(['string', 'number', 'boolean']);
    expect(EMPTY_FILTER).toEqual({ field: '', operator: '==', dataType: 'string', value: '' });
  });
});

describe('filterValue', () => {
  it('converts numbers, including negatives and decimals', () => {
    expect(filterValue(row({ dataType: 'number', value: ' 42 ' }))).toBe(42);
    expect(filterValue(row({ dataType: 'number', value: '-1.5' }))).toBe(-1.5);
  });

  it('refuses text, blanks and infinities as numbers', () => {
    for (const value of ['abc', '', '  ', '12px', 'Infinity']) expect(filterValue(row({ dataType: 'number', value }))).toBeUndefined();
  });

  it("accepts only 'true' and 'false' as booleans", () => {
    expect(filterValue(row({ dataType: 'boolean', value: 'true' }))).toBe(true);
    expect(filterValue(row({ dataType: 'boolean', value: ' false ' }))).toBe(false);
    for (const value of ['True', 'yes', '1', '']) expect(filterValue(row({ dataType: 'boolean', value }))).toBeUndefined();
  });

  it('keeps strings as typed, empty ones too', () => {
    expect(filterValue(row({ dataType: 'string', value: ' Liam ' }))).toBe(' Liam ');
    expect(filterValue(row({ dataType: 'string', value: '' }))).toBe('');
  });
});

describe('filterRowErrors', () => {
  it("needs a field name ('*Invalid field')", () => {
    expect(filterRowErrors(row({ field: ' ', value: 'x' }))).toEqual({ field: 'invalidField' });
    expect(en.invalidField).toBe('*Invalid field');
  });

  it("needs a number or a boolean that fits the data type ('*Invalid value')", () => {
    expect(filterRowErrors(row({ dataType: 'number', value: 'ten' }))).toEqual({ value: 'invalidValue' });
    expect(filterRowErrors(row({ dataType: 'boolean', value: 'maybe' }))).toEqual({ value: 'invalidValue' });
    expect(en.invalidValue).toBe('*Invalid value');
  });

  it('reports both problems of a row, and none of a good one', () => {
    expect(filterRowErrors(row({ field: '', dataType: 'number', value: 'x' }))).toEqual({ field: 'invalidField', value: 'invalidValue' });
    expect(filterRowErrors(row({ dataType: 'number', value: '3' }))).toEqual({});
  });

  it('hasErrors is true when any row has a problem', () => {
    expect(hasErrors([{}, {}])).toBe(false);
    expect(hasErrors([{}, { value: 'invalidValue' }])).toBe(true);
  });
});

describe('toQueryFilters', () => {
  it('turns valid rows into typed conditions with trimmed field names', () => {
    const rows = [
      row({ field: ' age ', operator: '>=', dataType: 'number', value: '30' }),
      row({ field: 'isAuthorized', operator: '==', dataType: 'boolean', value: 'true' }),
      row({ field: 'lastName', operator: '!=', dataType: 'string', value: 'Carter' }),
    ];
    expect(toQueryFilters(rows)).toEqual([
      { field: 'age', operator: '>=', value: 30 },
      { field: 'isAuthorized', operator: '==', value: true },
      { field: 'lastName', operator: '!=', value: 'Carter' },
    ]);
  });

  it('leaves out rows without a field or with a value that does not fit', () => {
    expect(toQueryFilters([row({ field: '' }), row({ dataType: 'number', value: 'x' })])).toEqual([]);
  });
});
