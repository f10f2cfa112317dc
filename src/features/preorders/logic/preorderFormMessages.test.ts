import { beforeAll, describe, expect, it } from 'vitest';
import { preorderFormErrors } from '@rehab/model/preorderForm';
import { i18n, initI18n } from '../../../test/app';
import { preorderMessageKey } from './preorderFormMessages';

beforeAll(() => initI18n('en'));

/** Every message the shared validation gives for these forms. */
function messagesOf(...forms: Parameters<typeof preorderFormErrors>[0][]): string[] {
  return [...new Set(forms.flatMap((form) => Object.values(preorderFormErrors(form)) as string[]))];
}

describe('preorderMessageKey', () => {
  const messages = messagesOf(
    {},
    { quantity: 0, isOrganizationOrder: true, email: 'not an email' },
    { quantity: 2.5 },
    { quantity: 5000, firstName: 'x'.repeat(101) },
    { quantity: 0, isOrganizationOrder: false },
  );

  it('has a translation for every message of the shared validation', () => {
    expect(messages.length).toBeGreaterThan(15);
    for (const message of messages) expect(preorderMessageKey(message), message).not.toBeNull();
  });

  it('shows the very English message of the shared validation (the spec texts)', () => {
    const t = i18n.getFixedT('en', 'preorders');
    for (const message of messages) {
      const { key, values } = preorderMessageKey(message)!;
      expect(t(key, values)).toBe(message);
    }
  });

  it('knows nothing of other messages', () => {
    expect(preorderMessageKey('Something else')).toBeNull();
  });
});
