import { describe, expect, it } from 'vitest';
import {
  optionalBoolean,
  own,
  payloadWith,
  requireDisplayName,
  requireEmail,
  requirePassword,
  requirePhoneNumber,
  requireString,
  requireUid,
} from './validation';

const refusal = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    const { code, message } = error as { code: string; message: string };
    return { code, message };
  }
  throw new Error('expected a refusal');
};

describe('payloadWith', () => {
  it('accepts an object holding only allowed fields', () => {
    expect(payloadWith({ uid: 'a' }, ['uid', 'email'])).toEqual({ uid: 'a' });
  });

  it.each([['text'], [null], [[{ uid: 'a' }]], [42], [undefined]])('refuses %j as the request data', (data) => {
    expect(refusal(() => payloadWith(data, ['uid']))).toEqual({ code: 'invalid-argument', message: 'The request data must be an object.' });
  });

  it('names the unexpected fields', () => {
    expect(refusal(() => payloadWith({ uid: 'a', role: 'admin', x: 1 }, ['uid'])).message).toBe('Unexpected fields: role, x. Allowed: uid.');
  });
});

describe('payload hygiene (issue 30)', () => {
  /** What the callable framework's decoding makes of {"__proto__": {...}}: an assignment, which sets the prototype. */
  function withPrototype(fields: object, prototype: object): Record<string, unknown> {
    const decoded: Record<string, unknown> = { ...fields };
    decoded['__proto__'] = prototype;
    return decoded;
  }

  it('refuses data whose prototype was set through __proto__, at the top and at any depth', () => {
    const smuggled = withPrototype({}, { uid: 'someone-else', role: 'admin' });
    expect(smuggled.uid).toBe('someone-else'); // read through the prototype, while Object.keys sees nothing
    expect(Object.keys(smuggled)).toEqual([]);
    const message = (path: string) => `${path} must be plain JSON data (no __proto__).`;
    expect(refusal(() => payloadWith(smuggled, ['uid']))).toEqual({ code: 'invalid-argument', message: message('data') });
    expect(refusal(() => payloadWith({ uid: 'a', info: withPrototype({}, { password: 'x' }) }, ['uid', 'info'])).message).toBe(message('data.info'));
    expect(refusal(() => payloadWith({ lineItems: [{ price: 'p' }, withPrototype({}, { quantity: 5 })] }, ['lineItems'])).message).toBe(message('data.lineItems.1'));
    expect(refusal(() => payloadWith({ info: Object.create(null) }, ['info'])).message).toBe(message('data.info'));
  });

  it('accepts plain objects and lists at any depth', () => {
    const data = { lineItems: [{ price: 'p', quantity: 1, tax_rates: ['a'] }], metadata: { nested: { list: [1, null, 'x'] } } };
    expect(payloadWith(data, ['lineItems', 'metadata'])).toBe(data);
  });

  it('reads only a field the object holds itself', () => {
    expect(own({ uid: 'a' }, 'uid')).toBe('a');
    expect(own(Object.create({ uid: 'inherited' }), 'uid')).toBeUndefined();
    expect(own({}, 'constructor')).toBeUndefined();
    expect(refusal(() => requireString(Object.create({ name: 'Ada' }), 'name', { max: 5 })).message).toBe('name must be a string.');
  });
});

describe('field checks', () => {
  it('requires strings within their limits', () => {
    expect(requireString({ name: 'Ada' }, 'name', { max: 5 })).toBe('Ada');
    expect(refusal(() => requireString({ name: 7 }, 'name', { max: 5 })).message).toBe('name must be a string.');
    expect(refusal(() => requireString({ name: '  ' }, 'name', { max: 5 })).message).toBe('name must not be empty.');
    expect(refusal(() => requireString({ name: 'Adelaide' }, 'name', { max: 5 })).message).toBe('name must have at most 5 characters.');
    expect(refusal(() => requireString({}, 'name', { max: 5 })).message).toBe('name must be a string.');
  });

  it('checks uids, e-mails, display names and booleans', () => {
    expect(requireUid({ uid: 'abc' })).toBe('abc');
    expect(refusal(() => requireUid({ uid: 'a/b' })).message).toBe("uid must not contain '/'.");
    expect(refusal(() => requireUid({ uid: 'x'.repeat(129) })).message).toBe('uid must have at most 128 characters.');
    expect(requireEmail({ email: ' ada@example.test ' })).toBe('ada@example.test');
    expect(refusal(() => requireEmail({ email: 'ada@example' })).message).toBe('email must be a valid e-mail address.');
    expect(requireDisplayName({ displayName: ' Ada Lovelace ' })).toBe('Ada Lovelace');
    expect(optionalBoolean({}, 'emailVerified')).toBeUndefined();
    expect(refusal(() => optionalBoolean({ emailVerified: 'true' }, 'emailVerified')).message).toBe('emailVerified must be true or false.');
  });

  it('accepts E.164 phone numbers only', () => {
    expect(requirePhoneNumber({ phoneNumber: '+16045550100' })).toBe('+16045550100');
    for (const phone of ['6045550100', '+1 604 555 0100', '+0123', '+1234567890123456', '+1-604']) {
      expect(refusal(() => requirePhoneNumber({ phoneNumber: phone })).code).toBe('invalid-argument');
    }
    expect(refusal(() => requirePhoneNumber({ phoneNumber: '604-555-0100' })).message).toBe(
      'phoneNumber must be an E.164 phone number such as +16045550100.',
    );
  });
});

describe('passwords', () => {
  it('needs 8 characters everywhere', () => {
    expect(refusal(() => requirePassword({ password: 'short' }, 'password', 'basic')).message).toBe(
      'password: Password must be at least 8 characters long.',
    );
    expect(requirePassword({ password: 'longenough' }, 'password', 'basic')).toBe('longenough');
  });

  it('needs a letter, a number and a special character where the admin console sets them', () => {
    expect(requirePassword({ password: 'Str0ng!pass' }, 'password', 'strong')).toBe('Str0ng!pass');
    expect(refusal(() => requirePassword({ password: 'password' }, 'password', 'strong')).message).toBe(
      'password: Password must contain at least one number; Password must contain at least one special character.',
    );
  });
});
