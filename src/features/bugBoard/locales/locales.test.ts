import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import el from './el.json';
import en from './en.json';
import fr from './fr.json';
import hi from './hi.json';
import zh from './zh.json';

type Messages = { [key: string]: string | Messages };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const TRANSLATIONS: Record<string, Messages> = { ar, zh, hi, el, fr };
/** Words that are the same in both languages. */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  fr: ['description'],
};

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const keysOf = (messages: Messages) => [...new Set(Object.keys(flatten(messages)).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
const english = flatten(en);

describe.each(Object.entries(TRANSLATIONS))('the bug board translations in %s', (language, messages) => {
  const translated = flatten(messages);

  it('have exactly the English keys', () => {
    expect(keysOf(messages)).toEqual(keysOf(en));
  });

  it("have every plural form the language's rules use", () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const pluralStems = new Set(Object.keys(english).filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
    for (const stem of pluralStems) for (const category of categories) expect(translated).toHaveProperty([`${stem}_${category}`]);
  });

  it('keep the placeholders of the English text', () => {
    for (const [key, text] of Object.entries(translated)) {
      const source = english[key] ?? english[`${key.replace(PLURAL_SUFFIX, '')}_other`];
      // A plural form naming the number in words ('one key') may leave {{count}} out.
      const expected = placeholders(source).filter((name) => !(PLURAL_SUFFIX.test(key) && name === 'count'));
      expect(placeholders(text).filter((name) => !(PLURAL_SUFFIX.test(key) && name === 'count')), key).toEqual(expected);
    }
  });

  it('are translations, not English copies', () => {
    const copies = Object.keys(translated).filter((key) => translated[key] === english[key] && !(SAME_AS_ENGLISH[language] ?? []).includes(key));
    expect(copies).toEqual([]);
  });
});
