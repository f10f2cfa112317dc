import { describe, expect, it } from 'vitest';
import type { CollectionSettings } from '@rehab/model/collections';
import en from '../locales/en.json';
import { buildDocument, deviceAssignments, emptyDraft, formFields, holdsFields, validateDraft, type Draft } from './newDocument';

/** Like the seed's users settings: required names, scalars, a device map and a list of maps. */
const users: CollectionSettings = {
  fields: {
    firstName: 'string',
    lastName: 'string',
    email: 'string',
    profilePic: 'string',
    isAuthorized: 'boolean',
    devices: 'object',
    exerciseCount: 'number',
    sessions: 'array',
    tags: 'array',
  },
  schema: {
    devices: { valueType: 'selections', selections: ['Left', 'Right'] },
    sessions: { itemType: 'object', object: { sessionId: 'string' } },
    tags: { itemType: 'string' },
  },
  requiredFields: ['lastName', 'firstName', 'email', 'isAuthorized'],
  disAllowAddDocFields: ['profilePic'],
  allowAddDoc: true,
  autoDocId: false,
  docIdPrompt: 'User UID',
};

const validUser = (patch: Draft = {}): Draft => ({
  ...emptyDraft(users),
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  isAuthorized: 'true',
  ...patch,
});

const message = (key: string, values?: Record<string, string>) => (values ? { key, values } : { key });
const translate = (key: string, values: Record<string, string> = {}) =>
  (en[key as keyof typeof en] as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]);

describe('formFields', () => {
  it('orders required fields, then scalars, then maps and lists, each alphabetical; not-addable fields and lists of maps left out', () => {
    expect(formFields(users)).toEqual(['email', 'firstName', 'isAuthorized', 'lastName', 'exerciseCount', 'devices', 'tags']);
  });

  it('a required map or list comes with the required fields', () => {
    expect(formFields({ ...users, requiredFields: ['tags'] })).toEqual(['tags', 'email', 'exerciseCount', 'firstName', 'isAuthorized', 'lastName', 'devices']);
  });

  it('starts maps with no entries and everything else empty', () => {
    expect(emptyDraft(users)).toEqual({ email: '', firstName: '', isAuthorized: '', lastName: '', exerciseCount: '', devices: [], tags: '' });
  });
});

describe('validateDraft', () => {
  it("asks for the document id when ids are not automatic ('Please input document id')", () => {
    expect(validateDraft(users, ' ', validUser()).docId).toEqual(message('pleaseInputDocumentId'));
    expect(translate('pleaseInputDocumentId')).toBe('Please input document id');
    expect(validateDraft({ ...users, autoDocId: true }, '', validUser()).docId).toBeUndefined();
  });

  it("requires the required fields ('Please input valid {field}')", () => {
    const errors = validateDraft(users, 'uid-1', emptyDraft(users));
    expect(errors.firstName).toEqual(message('pleaseInputValid', { field: 'firstName' }));
    expect(translate('pleaseInputValid', { field: 'firstName' })).toBe('Please input valid firstName');
    expect(Object.keys(errors).sort()).toEqual(['email', 'firstName', 'isAuthorized', 'lastName']);
  });

  it('an empty required number or email gets its own message', () => {
    const required = { ...users, requiredFields: [...(users.requiredFields ?? []), 'exerciseCount'] };
    const errors = validateDraft(required, 'uid-1', validUser({ email: '', exerciseCount: ' ' }));
    expect(errors.email).toEqual(message('pleaseInputEmail'));
    expect(errors.exerciseCount).toEqual(message('pleaseInputNumber'));
  });

  it('accepts a complete document, optional fields left empty', () => {
    expect(validateDraft(users, 'uid-1', validUser())).toEqual({});
  });

  it("numbers must be numbers ('Please input a valid number')", () => {
    expect(validateDraft(users, 'uid-1', validUser({ exerciseCount: 'ten' })).exerciseCount).toEqual(message('pleaseInputNumber'));
    expect(translate('pleaseInputNumber')).toBe('Please input a valid number');
  });

  it("an email field must be an email ('Please input a valid email')", () => {
    expect(validateDraft(users, 'uid-1', validUser({ email: 'ada@' })).email).toEqual(message('pleaseInputEmail'));
    expect(translate('pleaseInputEmail')).toBe('Please input a valid email');
  });

  it('booleans must be true or false', () => {
    expect(validateDraft(users, 'uid-1', validUser({ isAuthorized: 'maybe' })).isAuthorized).toEqual(message('pleaseInputValid', { field: 'isAuthorized' }));
  });

  it('a password field follows the password rules, one message at a time', () => {
    const withPassword: CollectionSettings = { ...users, fields: { ...users.fields, password: 'string' } };
    const check = (password: string) => validateDraft(withPassword, 'uid-1', validUser({ password })).password;
    expect(check('short1!')).toEqual(message('passwordTooShort'));
    expect(check('12345678!')).toEqual(message('passwordNeedsLetter'));
    expect(check('abcdefgh!')).toEqual(message('passwordNeedsNumber'));
    expect(check('abcdefgh1')).toEqual(message('passwordNeedsSpecial'));
    expect(check('abcdefg1!')).toBeUndefined();
  });

  it("a required map needs one complete entry ('At least one item must be present in {field}')", () => {
    const required = { ...users, requiredFields: [...(users.requiredFields ?? []), 'devices'] };
    expect(validateDraft(required, 'uid-1', validUser()).devices).toEqual(message('atLeastOneItem', { field: 'devices' }));
    expect(translate('atLeastOneItem', { field: 'devices' })).toBe('At least one item must be present in devices');
  });

  it('a required list needs an item', () => {
    const required = { ...users, requiredFields: [...(users.requiredFields ?? []), 'tags'] };
    expect(validateDraft(required, 'uid-1', validUser({ tags: ' \n ' })).tags).toEqual(message('atLeastOneItem', { field: 'tags' }));
  });

  it('a map entry with a key but no value, or a value but no key, is invalid', () => {
    const keyOnly = validUser({ devices: [{ key: 'GLV-1', value: '' }] });
    const valueOnly = validUser({ devices: [{ key: '', value: 'Left' }] });
    expect(validateDraft(users, 'uid-1', keyOnly).devices).toEqual(message('pleaseInputValid', { field: 'devices' }));
    expect(validateDraft(users, 'uid-1', valueOnly).devices).toEqual(message('pleaseInputValid', { field: 'devices' }));
  });

  it('a device entry also needs a device type', () => {
    const untyped = validUser({ devices: [{ key: 'GLV-1', value: 'Left' }] });
    const typed = validUser({ devices: [{ key: 'GLV-1', value: 'Left', deviceType: 'Glove' }] });
    expect(validateDraft(users, 'uid-1', untyped).devices).toEqual(message('pleaseInputValid', { field: 'devices' }));
    expect(validateDraft(users, 'uid-1', typed).devices).toBeUndefined();
  });

  it('a map value must fit the schema (a side is Left or Right)', () => {
    const wrongSide = validUser({ devices: [{ key: 'GLV-1', value: 'Up', deviceType: 'Glove' }] });
    expect(validateDraft(users, 'uid-1', wrongSide).devices).toEqual(message('pleaseInputValid', { field: 'devices' }));
  });
});

describe('buildDocument', () => {
  it('writes typed values of the filled fields only', () => {
    const data = buildDocument(users, validUser({ exerciseCount: '7', tags: 'knee\n\n wrist \n' }));
    expect(data).toEqual({
      email: 'ada@example.test',
      firstName: 'Ada',
      isAuthorized: true,
      lastName: 'Lovelace',
      exerciseCount: 7,
      tags: ['knee', 'wrist'],
    });
  });

  it('keeps map entries only when key and value are both filled', () => {
    const draft = validUser({
      devices: [
        { key: 'GLV-1', value: 'Left', deviceType: 'Glove' },
        { key: '', value: '' },
        { key: ' KNB-2 ', value: 'Right', deviceType: 'Knee Brace' },
      ],
    });
    expect(buildDocument(users, draft).devices).toEqual({ 'GLV-1': 'Left', 'KNB-2': 'Right' });
    expect(deviceAssignments(users, draft)).toEqual([
      { deviceId: 'GLV-1', side: 'Left', deviceType: 'Glove' },
      { deviceId: 'KNB-2', side: 'Right', deviceType: 'Knee Brace' },
    ]);
  });

  it('leaves out an empty optional map, keeps an empty required one', () => {
    expect(buildDocument(users, validUser())).not.toHaveProperty('devices');
    expect(buildDocument({ ...users, requiredFields: ['devices'] }, validUser()).devices).toEqual({});
  });

  it('stores timestamps as dates and numbers in maps as numbers', () => {
    const plans: CollectionSettings = {
      fields: { startsAt: 'timestamp', exercises: 'object' },
      schema: { exercises: { valueType: 'number' } },
      allowAddDoc: true,
      autoDocId: true,
    };
    const data = buildDocument(plans, { startsAt: '2024-06-01 08:30', exercises: [{ key: 'squat', value: '12' }] });
    expect(data).toEqual({ startsAt: new Date(2024, 5, 1, 8, 30), exercises: { squat: 12 } });
    expect(deviceAssignments(plans, { exercises: [{ key: 'squat', value: '12' }] })).toEqual([]);
  });
});

describe('holdsFields (a retried create finds its own earlier commit)', () => {
  it('matches maps whatever their key order, lists in order, and timestamps by value', () => {
    const at = (seconds: number) => ({ seconds, isEqual: (other: { seconds: number }) => other.seconds === seconds });
    const stored = { firstName: 'Nova', devices: { B: 'Right', A: 'Left' }, tags: ['x', 'y'], at: at(5), auditId: 'a1' };
    expect(holdsFields(stored, { firstName: 'Nova', devices: { A: 'Left', B: 'Right' }, tags: ['x', 'y'], at: at(5) })).toBe(true);
    expect(holdsFields(stored, { tags: ['y', 'x'] })).toBe(false);
    expect(holdsFields(stored, { at: at(6) })).toBe(false);
  });

  it('refuses a document someone else wrote under the id', () => {
    expect(holdsFields({ firstName: 'Row 01' }, { firstName: 'Nova' })).toBe(false);
    expect(holdsFields({ firstName: 'Nova' }, { firstName: 'Nova', lastName: 'Created' })).toBe(false);
    expect(holdsFields({ devices: { A: 'Left', B: 'Right' } }, { devices: { A: 'Left' } })).toBe(false);
    expect(holdsFields({ count: 0 }, { count: null })).toBe(false);
  });
});
