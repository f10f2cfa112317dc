/**
 * The New-document drawer's form: which fields it shows in which order, what
 * it checks, and the document it writes.
 */
import type { CollectionSettings, FieldKind } from '../../lib/model/collections';
import { parseFieldInput } from './fieldValues';
import { passwordProblem } from './passwordRules';

export interface KeyValueRow {
  key: string;
  value: string;
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

function allowedValues(settings: CollectionSettings, field: string): string[] {
  return settings.selections?.[field] ?? settings.schema?.[field]?.selections ?? [];
}

function scalarProblem(settings: CollectionSettings, field: string, text: string): FormMessage | null {
  const kind = settings.fields[field];
  if (field === 'password') {
    const problem = passwordProblem(text);
    return problem ? { key: problem } : null;
  }
  if (kind === 'number') return parseFieldInput('number', text).ok ? null : { key: 'pleaseInputNumber' };
  if (field === 'email') return EMAIL.test(text.trim()) ? null : { key: 'pleaseInputEmail' };
  return parseFieldInput(kind, text, allowedValues(settings, field)).ok ? null : { key: 'pleaseInputValid', values: { field } };
}

/** The form's messages by field ('docId' for the document id). Optional fields left empty are fine. */
export function validateDraft(settings: CollectionSettings, docId: string, draft: Draft): Record<string, FormMessage> {
  const errors: Record<string, FormMessage> = {};
  const required = settings.requiredFields ?? [];
  if (!settings.autoDocId && docId.trim() === '') errors.docId = { key: 'pleaseInputDocumentId' };
  for (const field of formFields(settings)) {
    const value = draft[field] ?? '';
    const isRequired = required.includes(field);
    if (Array.isArray(value)) {
      const halfFilled = value.some((row) => (row.key.trim() === '') !== (row.value.trim() === ''));
      const complete = value.filter((row) => row.key.trim() !== '' && row.value.trim() !== '');
      if (halfFilled) errors[field] = { key: 'pleaseInputValid', values: { field } };
      else if (isRequired && complete.length === 0) errors[field] = { key: 'atLeastOneItem', values: { field } };
      continue;
    }
    if (value.trim() === '') {
      if (isRequired) errors[field] = settings.fields[field] === 'array' ? { key: 'atLeastOneItem', values: { field } } : { key: 'pleaseInputValid', values: { field } };
      continue;
    }
    if (settings.fields[field] === 'array') {
      const itemKind = settings.schema?.[field]?.itemType ?? 'string';
      if (!listItems(value).every((item) => parseFieldInput(itemKind, item).ok)) errors[field] = { key: 'pleaseInputValid', values: { field } };
      continue;
    }
    const problem = scalarProblem(settings, field, value);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/** The document to write: typed values of the filled fields; map entries only where key and value are both filled. */
export function buildDocument(settings: CollectionSettings, draft: Draft): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const field of formFields(settings)) {
    const value = draft[field] ?? '';
    const kind = settings.fields[field];
    if (Array.isArray(value)) {
      const valueKind = settings.schema?.[field]?.valueType ?? 'string';
      const entries = value
        .filter((row) => row.key.trim() !== '' && row.value.trim() !== '')
        .map((row) => {
          const parsed = parseFieldInput(valueKind, row.value, allowedValues(settings, field));
          return [row.key.trim(), parsed.ok ? parsed.value : row.value] as const;
        });
      if (entries.length > 0 || (settings.requiredFields ?? []).includes(field)) data[field] = Object.fromEntries(entries);
    } else if (kind === 'array') {
      const itemKind = settings.schema?.[field]?.itemType ?? 'string';
      data[field] = listItems(value).map((item) => {
        const parsed = parseFieldInput(itemKind, item);
        return parsed.ok ? parsed.value : item;
      });
    } else if (value.trim() !== '') {
      const parsed = parseFieldInput(kind, value, allowedValues(settings, field));
      data[field] = parsed.ok ? parsed.value : value;
    }
  }
  return data;
}
