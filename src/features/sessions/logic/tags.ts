import { LIMITS } from '@rehab/model/limits';

/** Top tags offered as suggestions. */
export const TOP_TAGS = 5;

/** The tag to add, or null when the text is empty or the session already has it. */
export function tagToAdd(input: string, current: readonly string[]): string | null {
  const tag = input.trim();
  if (!tag || current.includes(tag)) return null;
  return tag;
}

/** A tag names its sessionTags document: no '/', not '.' or '..', not __reserved__. */
export function isValidTagName(tag: string): boolean {
  return tag.length <= LIMITS.session.tagName && !tag.includes('/') && tag !== '.' && tag !== '..' && !/^__.*__$/.test(tag);
}

/**
 * What a tag change does to the tag's sessionTags document: 'create' it with
 * count 1 and the session's entry, 'increment' the count and set the entry,
 * 'decrement' the count and delete the entry, or nothing. A session counted
 * already (or not counted) is never counted twice (or uncounted), so a
 * retried change cannot skew the count.
 */
export type TagDocChange = 'create' | 'increment' | 'decrement' | 'none';

export interface TagDocState {
  exists: boolean;
  /** the document's sessions map holds this session */
  hasEntry: boolean;
}

export function planTagAdd(doc: TagDocState): TagDocChange {
  if (!doc.exists) return 'create';
  return doc.hasEntry ? 'none' : 'increment';
}

export function planTagRemove(doc: TagDocState): TagDocChange {
  return doc.exists && doc.hasEntry ? 'decrement' : 'none';
}
