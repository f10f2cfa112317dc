/**
 * Document values as the database browser shows and edits them: the kind of
 * a value, its short display, the table's columns, and the parsing and
 * validation of what the admin types.
 */
import { formatTimestamp } from '../../../lib/dateFormat';
import type { CollectionSettings, FieldKind } from '@rehab/model/collections';

/** A value's kind: the settings' kinds, and null for an empty value. */
export type ValueKind = FieldKind | 'null';

interface TimestampLike {
  toDate(): Date;
}

export function isTimestamp(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

/** What a stored value is, by looking at it. */
export function detectKind(value: unknown): ValueKind {
  if (value === null || value === undefined) return 'null';
  if (isTimestamp(value) || value instanceof Date) return 'timestamp';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  return 'string';
}

/** A field's kind: the collection settings' word for it, else what its value is. */
export function fieldKind(field: string, value: unknown, settings: CollectionSettings | null | undefined): ValueKind {
  return settings?.fields[field] ?? detectKind(value);
}

/** A value as one line of text: scalars as they are, timestamps formatted, lists and maps in brief. */
export function displayValue(value: unknown, withMilliseconds = false): string {
  if (value === null || value === undefined) return 'null';
  if (isTimestamp(value)) return formatTimestamp(value.toDate(), withMilliseconds);
  if (value instanceof Date) return formatTimestamp(value, withMilliseconds);
  if (Array.isArray(value)) return `[${value.map((item) => displayValue(item, withMilliseconds)).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).map(([key, item]) => `${key}: ${displayValue(item, withMilliseconds)}`);
    return `{${entries.join(', ')}}`;
  }
  return String(value);
}

/** The list's columns: every field the settings name or the documents have; id first, then alphabetical; never the password. */
export function tableColumns(settings: CollectionSettings | null | undefined, documents: readonly Record<string, unknown>[]): string[] {
  const names = new Set(Object.keys(settings?.fields ?? {}));
  for (const document of documents) for (const key of Object.keys(document)) names.add(key);
  names.delete('docId');
  names.delete('password');
  const rest = [...names].filter((name) => name !== 'id').sort((a, b) => a.localeCompare(b));
  return names.has('id') ? ['id', ...rest] : rest;
}

/** The fields of a document in the detail table: the same order as the list's columns. */
export function documentFields(document: Record<string, unknown>): string[] {
  return tableColumns(null, [document]);
}

export type ParseResult = { ok: true; value: string | number | boolean | Date } | { ok: false };

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:[.:]\d{3})?)?)?$/;

/** A date typed as yyyy-MM-dd with an optional HH:mm[:ss], in local time; null when it is no valid date. */
export function parseDateTime(text: string): Date | null {
  const trimmed = text.trim();
  if (!DATE_TIME.test(trimmed)) return null;
  const [day, time = '00:00:00'] = trimmed.split(/[ T]/);
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes, seconds = 0, milliseconds = 0] = time.split(/[:.]/).map(Number);
  const parsed = new Date(year, month - 1, date, hours, minutes, seconds, milliseconds);
  const sameDay = parsed.getFullYear() === year && parsed.getMonth() === month - 1 && parsed.getDate() === date;
  return sameDay && hours < 24 && minutes < 60 && seconds < 60 ? parsed : null;
}

/**
 * What the admin typed for a field of a kind, as the value to store: numbers
 * must parse, strings must not be empty, timestamps must be dates, selections
 * must be among the allowed values, booleans 'true' or 'false'.
 */
export function parseFieldInput(kind: ValueKind, text: string, allowed: readonly string[] = []): ParseResult {
  switch (kind) {
    case 'number': {
      const trimmed = text.trim();
      return trimmed !== '' && Number.isFinite(Number(trimmed)) ? { ok: true, value: Number(trimmed) } : { ok: false };
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? { ok: true, value: text === 'true' } : { ok: false };
    case 'timestamp': {
      const date = parseDateTime(text);
      return date ? { ok: true, value: date } : { ok: false };
    }
    case 'selections':
      return allowed.includes(text) ? { ok: true, value: text } : { ok: false };
    default:
      return text.trim() !== '' ? { ok: true, value: text } : { ok: false };
  }
}

/** The text an editor starts with for a stored value. */
export function editableText(value: unknown): string {
  if (isTimestamp(value)) return formatTimestamp(value.toDate());
  if (value instanceof Date) return formatTimestamp(value);
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Whether a field's value may be changed: not when the settings say all or this field are not editable. */
export function isEditable(field: string, settings: CollectionSettings | null | undefined): boolean {
  if (settings?.allFieldsNonEditable) return false;
  return !(settings?.nonEditableFields ?? []).includes(field);
}

/** Whether a field may be removed: only those the settings list as removable. */
export function isRemovable(field: string, settings: CollectionSettings | null | undefined): boolean {
  return !settings?.allFieldsNonEditable && (settings?.removeableFields ?? []).includes(field);
}

/** The allowed values of a selections field (its own list, or the schema's). */
export function selectionsOf(field: string, settings: CollectionSettings | null | undefined): string[] {
  return settings?.selections?.[field] ?? settings?.schema?.[field]?.selections ?? [];
}

/** The input for a boolean or selections value: the values to choose from; null for a free text box. */
export function choicesFor(kind: ValueKind, allowed: readonly string[] = []): readonly string[] | null {
  if (kind === 'boolean') return ['true', 'false'];
  if (kind === 'selections') return allowed;
  return null;
}

/**
 * A map of device id to side named `devices` (a user's devices): each entry
 * also needs a device type, which goes to the device's own document.
 */
export function isDeviceMap(field: string, kind: ValueKind): boolean {
  return field === 'devices' && kind === 'object';
}

/** A key/value entry of a map as typed (deviceType only for a device map). */
export interface EntryInput {
  key: string;
  text: string;
  deviceType?: string;
}

export type EntryResult =
  | { ok: true; key: string; value: Extract<ParseResult, { ok: true }>['value']; deviceType?: string }
  | { ok: false; invalid: { key?: true; value?: true; deviceType?: true } };

/**
 * A map entry the admin adds or edits on the document's page: the key must
 * not be empty, the value must fit the map's value kind, and a device map's
 * entry needs a device type ('*Invalid input' beside each control that fails).
 */
export function parseEntryInput(
  input: EntryInput,
  { kind, allowed = [], needsDeviceType = false }: { kind: ValueKind; allowed?: readonly string[]; needsDeviceType?: boolean },
): EntryResult {
  const key = input.key.trim();
  const parsed = parseFieldInput(kind, input.text, allowed);
  const deviceType = input.deviceType?.trim() ?? '';
  const invalid: Extract<EntryResult, { ok: false }>['invalid'] = {};
  if (key === '') invalid.key = true;
  if (!parsed.ok) invalid.value = true;
  if (needsDeviceType && deviceType === '') invalid.deviceType = true;
  if (!parsed.ok || Object.keys(invalid).length > 0) return { ok: false, invalid };
  return needsDeviceType ? { ok: true, key, value: parsed.value, deviceType } : { ok: true, key, value: parsed.value };
}

/**
 * A new item of an array of maps, typed one box per key of the schema's
 * shape: empty boxes are left out, filled ones must fit their kind, and at
 * least one must be filled. `invalid` names the boxes to mark.
 */
export function parseObjectItem(
  texts: Readonly<Record<string, string>>,
  shape: Readonly<Record<string, FieldKind>>,
): { ok: true; value: Record<string, unknown> } | { ok: false; invalid: string[] } {
  const value: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const [key, kind] of Object.entries(shape)) {
    const text = texts[key] ?? '';
    if (text.trim() === '') continue;
    const parsed = parseFieldInput(kind, text);
    if (parsed.ok) value[key] = parsed.value;
    else invalid.push(key);
  }
  if (invalid.length > 0) return { ok: false, invalid };
  return Object.keys(value).length > 0 ? { ok: true, value } : { ok: false, invalid: Object.keys(shape) };
}
