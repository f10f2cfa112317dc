import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/languages';
import { PUBLIC_NAMESPACES } from './namespaces';

type Messages = { [key: string]: string | Messages };

/** Every namespace in every language, as the files hold them. */
const files = import.meta.glob<Messages>(['./locales/*.json', '../../features/*/locales/*.json'], { eager: true, import: 'default' });
/** Each language's chunks (public and signed-in texts), as the app loads them (see index.ts). */
const bundles = import.meta.glob<Record<string, Messages>>('./bundles/*.ts', { eager: true, import: 'default' });

function namespaces(): Map<string, Map<string, Messages>> {
  const found = new Map<string, Map<string, Messages>>();
  for (const [path, messages] of Object.entries(files)) {
    const match = /(?:features\/([^/]+)\/)?locales\/([a-z]+)\.json$/.exec(path);
    if (!match) continue;
    const [, feature, language] = match;
    const namespace = feature ?? 'common';
    if (!found.has(namespace)) found.set(namespace, new Map());
    found.get(namespace)!.set(language, messages);
  }
  return found;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(messages: Messages, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** Plural forms count as their base key: languages use different ones (Arabic six, Chinese one). */
const baseKeys = (texts: Record<string, string>) => [...new Set(Object.keys(texts).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const ALL = namespaces();
const OTHER_LANGUAGES = LANGUAGES.map((language) => language.code).filter((code) => code !== 'en');

describe.each(LANGUAGES.map((language) => language.code))("the app's %s chunks", (language) => {
  const publicTexts = bundles[`./bundles/${language}.ts`];
  const signedInTexts = bundles[`./bundles/${language}.signedIn.ts`];

  it('hold the public namespaces in the first one and every other in the signed-in one', () => {
    expect(Object.keys(publicTexts).sort()).toEqual([...PUBLIC_NAMESPACES].sort());
    expect(Object.keys(signedInTexts).sort()).toEqual([...ALL.keys()].filter((namespace) => !Object.hasOwn(publicTexts, namespace)).sort());
  });

  it('hold every namespace of that language, as its files have it', () => {
    for (const [namespace, byLanguage] of ALL) expect({ ...publicTexts, ...signedInTexts }[namespace], namespace).toEqual(byLanguage.get(language));
  });
});

describe.each([...ALL.keys()].sort())('the %s texts', (namespace) => {
  const byLanguage = ALL.get(namespace)!;
  const english = flatten(byLanguage.get('en') ?? {});

  it('exist in English', () => {
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  describe.each(OTHER_LANGUAGES)('in %s', (language) => {
    const translated = flatten(byLanguage.get(language) ?? {});

    it('have exactly the English keys, none empty', () => {
      expect(baseKeys(translated)).toEqual(baseKeys(english));
      for (const [key, text] of Object.entries(translated)) expect(text.trim(), key).not.toBe('');
    });

    it("have every plural form the language's rules use", () => {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const stems = new Set(Object.keys(english).filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')));
      for (const stem of stems) for (const category of categories) expect(translated, `${stem}_${category}`).toHaveProperty([`${stem}_${category}`]);
    });

    it('keep the placeholders of the English text', () => {
      for (const [key, text] of Object.entries(translated)) {
        const source = english[key] ?? english[`${key.replace(PLURAL_SUFFIX, '')}_other`] ?? '';
        // A plural form naming its number in words ('one key') may leave {{count}} out.
        const relevant = (names: string[]) => names.filter((name) => !(PLURAL_SUFFIX.test(key) && name === 'count'));
        expect(relevant(placeholders(text)), key).toEqual(relevant(placeholders(source)));
      }
    });
  });
});
