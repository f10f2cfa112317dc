/**
 * firestore.rules against the instruments' Questionnaires: the rules' per-item answer scales are the lines
 * scripts/questionnaireRules.ts generates from the JSON, so a Questionnaire changed without its rules (or the
 * reverse) fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@rehab/model/limits';
import { questionItems } from '@rehab/model/outcomes/questionnaires';
import { answerScales } from '@rehab/model/outcomes/scales';
import { INSTRUMENT_IDS } from '@rehab/model/outcomes/types';
import { RULES_FILE, questionnaireRulesSection, sectionOf } from './questionnaireRules';

const RULES = readFileSync(RULES_FILE, 'utf8');

describe('firestore.rules against the Questionnaires', () => {
  it('holds the answer scales generated from the JSON (`npx tsx scripts/questionnaireRules.ts --write` rewrites them)', () => {
    expect(sectionOf(RULES)).toBe(questionnaireRulesSection());
  });

  it('checks the scales in the questionnaireResponses block: every item of every instrument, each position up to one item per question', () => {
    const block = RULES.slice(RULES.indexOf('match /questionnaireResponses/{responseId}'));
    expect(block.indexOf('&& itemsInScale(data)')).toBeGreaterThan(0);
    expect(block.indexOf('&& itemsInScale(data)')).toBeLessThan(block.indexOf('allow create'));
    const section = questionnaireRulesSection();
    for (const id of INSTRUMENT_IDS) {
      const code = section.slice(section.indexOf(`function ${id}ItemsInScale(`), section.indexOf('\n      }', section.indexOf(`function ${id}ItemsInScale(`)));
      const items = questionItems(id);
      for (const item of items) expect(code).toMatch(new RegExp(`let ids\\d = \\[[^\\]]*'${item.linkId}'`));
      expect(code).toContain(`items.size() <= ${items.length - 1} ||`);
      expect(code).not.toContain(`items[${items.length}]`);
    }
  });

  it('reads the scales as the Questionnaires give them: LEFS 0–4 codes, PSFS ratings 0–10 and names as long as the form allows', () => {
    expect(Object.values(answerScales('lefs')).map((scale) => (scale.type === 'choice' ? Object.keys(scale.options) : scale))).toEqual(Array(20).fill(['0', '1', '2', '3', '4']));
    const psfs = answerScales('psfs');
    expect(psfs['rating-1']).toEqual({ type: 'integer', min: 0, max: 10 });
    expect(psfs['rating-5']).toEqual({ type: 'integer', min: 0, max: LIMITS.outcomes.scaleMax });
    expect(psfs['activity-1']).toEqual({ type: 'text', maxLength: LIMITS.outcomes.psfsActivityName });
  });
});
