/**
 * Stands in for `re2js` (Google's RE2 port, 41 KB after brotli) in the app's build: Firestore only uses it to
 * evaluate pipeline expressions (`like`, `regexContains`, `regexMatch`) on the device, which the app never
 * builds, yet the SDK imports it up front. The browser's own engine answers the same two questions.
 */
export const RE2JS = {
  compile(pattern: string) {
    const anywhere = new RegExp(pattern, 'u');
    const whole = new RegExp(`^(?:${pattern})$`, 'u');
    return {
      /** Whether the pattern matches a part of `text`. */
      test: (text: string) => anywhere.test(text),
      /** Whether the pattern matches the whole of `text`. */
      matches: (text: string) => whole.test(text),
    };
  },
};
