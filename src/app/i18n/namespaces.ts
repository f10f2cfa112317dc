export type Messages = { [key: string]: string | Messages };

/** One language's texts by namespace: `common` (./locales) and one per feature (its folder name). */
export type LanguageBundle = Record<string, Messages>;

/**
 * The namespaces of the pages a signed-out visitor sees (sign-in and sign-up, the error and public pages, the
 * language menu): the first page loads only these. Every other namespace is the signed-in app's.
 */
export const PUBLIC_NAMESPACES = ['common', 'auth', 'settings', 'shell'] as const;

/** The namespaces of a language's files, as `import.meta.glob` gives them (path → texts). */
export function byNamespace(files: Record<string, Messages>): LanguageBundle {
  const bundle: LanguageBundle = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /(?:features\/([^/]+)\/)?locales\/[a-z]+\.json$/.exec(path);
    if (match) bundle[match[1] ?? 'common'] = messages;
  }
  return bundle;
}
