import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../test/app';
import { FREE_TEXT_FIELDS, RATING_FIELDS, YES_NO_FIELDS } from '../logic/feedback';
import { useFeedbackQuestion } from './useFeedbackQuestion';

/** The feedbackReports fields the form asks as questions (spec: ratings, Yes/No and free text). */
const QUESTION_FIELDS = [...RATING_FIELDS, ...YES_NO_FIELDS, ...FREE_TEXT_FIELDS];

describe('useFeedbackQuestion', () => {
  beforeAll(async () => {
    initI18n('en');
    await i18n.changeLanguage('en');
  });

  it("shows each question field as the feedback form's question", () => {
    const { result } = renderHook(() => useFeedbackQuestion());
    expect(result.current('likedFeatures')).toBe('Which features did you like?');
    for (const field of QUESTION_FIELDS) expect(result.current(field), field).toMatch(/\?$/);
  });

  it('keeps the name of a field the form does not ask about', () => {
    const { result } = renderHook(() => useFeedbackQuestion());
    expect(result.current('createdAt')).toBe('createdAt');
  });

  it('asks in the language chosen', async () => {
    await i18n.changeLanguage('fr');
    const { result } = renderHook(() => useFeedbackQuestion());
    expect(result.current('likedFeatures')).not.toBe('Which features did you like?');
    await i18n.changeLanguage('en');
  });
});
