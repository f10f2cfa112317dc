/**
 * The New-document drawer's form: which fields it shows in which order, what
 * it checks, and the document it writes.
 */
import type { CollectionSettings, FieldKind } from '@rehab/model/collections';
import { isDeviceMap, parseFieldInput, selectionsOf } from './fieldValues';
import { firstPasswordProblem } from '@rehab/model/accountRules';

export interface KeyValueRow {
  key: string;
  value: string;
  /** for a device map: the device's type (its device document is written with it) */
  deviceType?: string;
}

/** A device a new user document is given: the device document is written with the user's id. */
export interface DeviceAssignment {
  deviceId: string;
  side: string;
  deviceType: string;
}

/** What the admin typed: text for scalars and lists (one item a line), key/value rows for maps. */
export type DraftValue = string | KeyValueRow[];
export type Draft = Record<string, DraftValue>;

/** A message: a translation key and its values. */
export interface FormMessage {
  key: string;
  values?: Record<string, string>;
}

const SCALAR_KINDS: FieldKind[] = ['string', 'number', 'boolean', 'selections', 'timestamp'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The fields the form offers: required ones, then scalars, then maps and
 * lists, each alphabetical; never those not addable, nor lists of maps
 * (added later on the document's page).
 */
export function formFields(settings: CollectionSettings): string[] {
  const listsOfMaps = Object.keys(settings.fields).filter((name) => settings.schema?.[name]?.itemType === 'object');
  const excluded = [...(settings.disAllowAddDocFields ?? []), ...listsOfMaps];
  const required = settings.requiredFields ?? [];
  const names = Object.keys(settings.fields).filter((name) => !excluded.includes(name));
  const alphabetical = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b));
  const isScalar = (name: string) => SCALAR_KINDS.includes(settings.fields[name]);
  return [
    ...alphabetical(names.filter((name) => required.includes(name))),
    ...alphabetical(names.filter((name) => !required.includes(name) && isScalar(name))),
    ...alphabetical(names.filter((name) => !required.includes(name) && !isScalar(name))),
  ];
}

export function emptyDraft(settings: CollectionSettings): Draft {
  return Object.fromEntries(formFields(settings).map((name) => [name, settings.fields[name] === 'object' ? [] : '']));
}

function listItems(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function scalarProblem(settings: CollectionSettings, field: string, text: string): FormMessage | null {
  const kind = settings.fields[field];
  if (field === 'password') {
    const problem = firstPasswordProblem(text, 'strong');
    return problem ? { key: problem } : null;
  }
  if (kind === 'number') return parseFieldInput('number', text).ok ? null : { key: 'pleaseInputNumber' };
  if (field === 'email') return EMAIL.test(text.trim()) ? null : { key: 'pleaseInputEmail' };
  return parseFieldInput(kind, text, selectionsOf(field, settings)).ok ? null : { key: 'pleaseInputValid', values: { field } };
}

const filled = (text: string | undefined) => (text ?? '').trim() !== '';
const isComplete = (row: KeyValueRow) => filled(row.key) && filled(row.value);

/** The kind of a map field's values (text unless the schema names one). */
function mapValueKind(settings: CollectionSettings, field: string): FieldKind {
  return settings.schema?.[field]?.valueType ?? 'string';
}

/**
 * A map field's message: a key without value (or the reverse), a value that
 * does not fit, or a device without its type is invalid; a required map needs
 * one complete entry.
 */
function mapProblem(settings: CollectionSettings, field: string, rows: KeyValueRow[]): FormMessage | null {
  const needsDeviceType = isDeviceMap(field, settings.fields[field]);
  const valueKind = mapValueKind(settings, field);
  const invalid = rows.some(
    (row) =>
      filled(row.key) !== filled(row.value) ||
      (filled(row.value) && !parseFieldInput(valueKind, row.value, selectionsOf(field, settings)).ok) ||
      (needsDeviceType && isComplete(row) && !filled(row.deviceType)),
  );
  if (invalid) return { key: 'pleaseInputValid', values: { field } };
  if ((settings.requiredFields ?? []).includes(field) && !rows.some(isComplete)) return { key: 'atLeastOneItem', values: { field } };
  return null;
}

/** The form's messages by field ('docId' for the document id). Optional fields left empty are fine. */
export function validateDraft(settings: CollectionSettings, docId: string, draft: Draft): Record<string, FormMessage> {
  const errors: Record<string, FormMessage> = {};
  const required = settings.requiredFields ?? [];
  if (!settings.autoDocId && docId.trim() === '') errors.docId = { key: 'pleaseInputDocumentId' };
  for (const field of formFields(settings)) {
    const value = draft[field] ?? '';
    const problem = Array.isArray(value) ? mapProblem(settings, field, value) : textProblem(settings, field, value, required.includes(field));
    if (problem) errors[field] = problem;
  }
  return errors;
}

function textProblem(settings: CollectionSettings, field: string, text: string, isRequired: boolean): FormMessage | null {
  const isList = settings.fields[field] === 'array';
  if (text.trim() === '') {
    if (!isRequired) return null;
    // An empty required scalar gets its kind's message (a number, an email…).
    return isList ? { key: 'atLeastOneItem', values: { field } } : scalarProblem(settings, field, text);
  }
  if (isList) {
    const itemKind = settings.schema?.[field]?.itemType ?? 'string';
    return listItems(text).every((item) => parseFieldInput(itemKind, item, selectionsOf(field, settings)).ok) ? null : { key: 'pleaseInputValid', values: { field } };
  }
  return scalarProblem(settings, field, text);
}

/** The document to write: typed values of the filled fields; map entries only where key and value are both filled. */
export function buildDocument(settings: CollectionSettings, draft: Draft): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of formFields(settings)) {
    const value = draft[field] ?? '';
    const kind = settings.fields[field];
    if (Array.isArray(value)) {
      const valueKind = mapValueKind(settings, field);
      const entries = value.filter(isComplete).map((row) => {
        const parsed = parseFieldInput(valueKind, row.value, selectionsOf(field, settings));
        return [row.key.trim(), parsed.ok ? parsed.value : row.value] as const;
      });
      if (entries.length > 0 || (settings.requiredFields ?? []).includes(field)) data[field] = Object.fromEntries(entries);
    } else if (kind === 'array') {
      const itemKind = settings.schema?.[field]?.itemType ?? 'string';
      data[field] = listItems(value).map((item) => {
        const parsed = parseFieldInput(itemKind, item, selectionsOf(field, settings));
        return parsed.ok ? parsed.value : item;
      });
    } else if (value.trim() !== '') {
      const parsed = parseFieldInput(kind, value, selectionsOf(field, settings));
      data[field] = parsed.ok ? parsed.value : value;
    }
  }
  return data;
}

/** The devices the new document's device maps name, each with its side and type. */
export function deviceAssignments(settings: CollectionSettings, draft: Draft): DeviceAssignment[] {
  return formFields(settings).flatMap((field) => {
    const rows = draft[field];
    if (!isDeviceMap(field, settings.fields[field]) || !Array.isArray(rows)) return [];
    return rows.filter(isComplete).map((row) => ({ deviceId: row.key.trim(), side: row.value, deviceType: (row.deviceType ?? '').trim() }));
  });
}

/** Values Firestore hands back that compare themselves (Timestamp, GeoPoint, Bytes). */
interface SelfComparing {
  isEqual: (other: never) => boolean;
}

function isSelfComparing(value: unknown): value is SelfComparing {
  return typeof value === 'object' && value !== null && typeof (value as SelfComparing).isEqual === 'function';
}

/** Whether two Firestore field values are the same: maps by key whatever their order, lists in order. */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (isSelfComparing(a) && isSelfComparing(b)) return a.constructor === b.constructor && a.isEqual(b as never);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameFieldValue(item, b[i]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every((key) => key in bRecord && sameFieldValue((a as Record<string, unknown>)[key], bRecord[key]))
  );
}

/**
 * Whether a stored document holds every field a new document was to be written with: on a retry of the
 * creating transaction, the earlier attempt's commit went through although its answer was lost.
 */
export function holdsFields(stored: Record<string, unknown>, fields: Record<string, unknown>): boolean {
  return Object.entries(fields).every(([key, value]) => key in stored && sameFieldValue(value, stored[key]));
}
