/** The spec's cut for long texts in lists and cards (bug summaries, table values, notifications). */
export const TRUNCATE_AT = 40;

/** The text itself when short enough, otherwise its first `length` characters and an ellipsis (never splitting a character). */
export function truncate(text: string, length = TRUNCATE_AT): string {
  const characters = Array.from(text);
  return characters.length <= length ? text : `${characters.slice(0, length).join('')}…`;
}
