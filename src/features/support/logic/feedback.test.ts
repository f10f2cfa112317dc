import { describe, expect, it } from 'vitest';
import { EMPTY_FEEDBACK, RATING_FIELDS, YES_NO_FIELDS, feedbackSchema, fileStamp, type FeedbackValues } from './feedback';

const complete: FeedbackValues = {
  ...EMPTY_FEEDBACK,
  firstName: 'Chloe',
  lastName: 'Dubois',
  email: 'chloe@example.test',
  device: 'Android Phone',
  appVersion: '2.3.0',
  buildVersion: '118',
  ...Object.fromEntries(RATING_FIELDS.map((field) => [field, '8'])),
  ...Object.fromEntries(YES_NO_FIELDS.map((field) => [field, 'No'])),
};

async function failingFields(values: FeedbackValues): Promise<Record<string, string>> {
  try {
    await feedbackSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return Object.fromEntries(inner.map((issue) => [issue.path, issue.message]));
  }
}

describe('feedbackSchema', () => {
  it('accepts a complete form without the free-text answers', async () => {
    expect(await failingFields(complete)).toEqual({});
  });

  it('requires every other field', async () => {
    const failing = await failingFields(EMPTY_FEEDBACK);
    expect(Object.keys(failing).sort()).toEqual(
      ['firstName', 'lastName', 'email', 'device', 'appVersion', 'buildVersion', ...RATING_FIELDS, ...YES_NO_FIELDS].sort(),
    );
  });

  it('asks for the iOS version only on an iPhone or iPad', async () => {
    expect(await failingFields({ ...complete, device: 'iPad' })).toEqual({ iOSVersion: 'iOSVersion' });
    expect(await failingFields({ ...complete, device: 'Tablet' })).toEqual({});
  });

  it('refuses a malformed e-mail', async () => {
    expect(await failingFields({ ...complete, email: 'chloe' })).toEqual({ email: 'emailInvalid' });
  });
});

describe('fileStamp', () => {
  it('is fourteen digits of UTC time', () => {
    expect(fileStamp(new Date('2026-11-22T04:05:06.789Z'))).toBe('20261122040506');
  });
});
