import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, SCREENSHOT_TYPES, acceptAttachments, bugReportSchema, namesOf } from './bugReport';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

const valid = {
  firstName: 'Chloe',
  lastName: 'Dubois',
  email: 'chloe@example.test',
  appType: 'web',
  category: 'ui',
  buildVersion: '',
  summary: 'Chart does not load',
  description: 'The chart stays empty.',
};

async function errorsOf(values: object): Promise<string[]> {
  try {
    await bugReportSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('bugReportSchema', () => {
  it('accepts a filled form', async () => {
    expect(await errorsOf(valid)).toEqual([]);
  });

  it('names each missing field', async () => {
    expect(await errorsOf({ ...valid, firstName: ' ', email: '', appType: '', summary: '', description: '' })).toEqual([
      'validation.name',
      'validation.emailRequired',
      'validation.appType',
      'validation.summary',
      'validation.message',
    ]);
  });

  it('refuses a malformed e-mail', async () => {
    expect(await errorsOf({ ...valid, email: 'chloe@' })).toEqual(['validation.emailInvalid']);
  });
});

describe('acceptAttachments', () => {
  it('takes pictures and videos up to 5 MB', () => {
    const chosen = [file('a.png', 'image/png'), file('b.mov', 'video/quicktime', MAX_ATTACHMENT_BYTES)];
    expect(acceptAttachments([], chosen)).toEqual({ accepted: chosen, problem: null });
  });

  it('refuses larger files and other types, keeping the rest', () => {
    const small = file('a.jpg', 'image/jpeg');
    expect(acceptAttachments([], [file('big.png', 'image/png', MAX_ATTACHMENT_BYTES + 1), small])).toEqual({
      accepted: [small],
      problem: 'tooLarge',
    });
    expect(acceptAttachments([], [file('page.svg', 'image/svg+xml')]).problem).toBe('wrongType');
    expect(acceptAttachments([], [file('clip.mp4', 'video/mp4')], SCREENSHOT_TYPES).problem).toBe('wrongType');
  });

  it('stops at ten attachments', () => {
    const ten = Array.from({ length: 10 }, (_, i) => file(`${i}.png`, 'image/png'));
    expect(acceptAttachments(ten, [file('x.png', 'image/png')])).toEqual({ accepted: [], problem: 'tooMany' });
  });
});

describe('namesOf', () => {
  it('takes the first and second word', () => {
    expect(namesOf(' Chloe  Dubois Martin ')).toEqual({ firstName: 'Chloe', lastName: 'Dubois' });
    expect(namesOf(null)).toEqual({ firstName: '', lastName: '' });
  });
});
