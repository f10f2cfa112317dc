/** The collection list's filters: what the Filter popover offers and how a row becomes a query condition. */

export const FILTER_OPERATORS = ['==', '!=', '>', '<', '>=', '<='] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The operators' names as the popover lists them (translation keys under `operators`). */
export const OPERATOR_NAMES: Record<FilterOperator, string> = {
  '==': 'equal',
  '!=': 'notEqual',
  '>': 'greaterThan',
  '<': 'lessThan',
  '>=': 'greaterThanOrEqual',
  '<=': 'lessThanOrEqual',
};

export const FILTER_DATA_TYPES = ['string', 'number', 'boolean'] as const;
export type FilterDataType = (typeof FILTER_DATA_TYPES)[number];

/** One row of the popover, as typed. */
export interface FilterRow {
  field: string;
  operator: FilterOperator;
  dataType: FilterDataType;
  value: string;
}

/** A row ready for the query: its value converted to the chosen type. */
export interface QueryFilter {
  field: string;
  operator: FilterOperator;
  value: string | number | boolean;
}

export const EMPTY_FILTER: FilterRow = { field: '', operator: '==', dataType: 'string', value: '' };

/** Translation keys of the popover's messages ('*Invalid field', '*Invalid value'). */
export interface FilterRowErrors {
  field?: 'invalidField';
  value?: 'invalidValue';
}

/** The value typed, converted to the row's data type; undefined when it does not fit the type. */
export function filterValue(row: FilterRow): string | number | boolean | undefined {
  const text = row.value.trim();
  switch (row.dataType) {
    case 'number':
      return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
    default:
      return row.value;
  }
}

/** What is wrong with a row: the field name is required; numbers must be numeric, booleans 'true' or 'false'. */
export function filterRowErrors(row: FilterRow): FilterRowErrors {
  const errors: FilterRowErrors = {};
  if (row.field.trim() === '') errors.field = 'invalidField';
  if (filterValue(row) === undefined) errors.value = 'invalidValue';
  return errors;
}

export function hasErrors(errors: FilterRowErrors[]): boolean {
  return errors.some((e) => e.field !== undefined || e.value !== undefined);
}

/** The query conditions of valid rows. */
export function toQueryFilters(rows: readonly FilterRow[]): QueryFilter[] {
  return rows.flatMap((row) => {
    const value = filterValue(row);
    return row.field.trim() === '' || value === undefined ? [] : [{ field: row.field.trim(), operator: row.operator, value }];
  });
}
