/**
 * Lengths shared by many documents: the `text` part of the one table of field limits (limits.ts), in a module of
 * its own so that the sign-in page, which checks an e-mail's length, does not load the whole table.
 */
export const TEXT = {
  /** a first or last name */
  personName: 100,
  /** RFC 5321's longest address */
  email: 254,
  phone: 32,
  /** a picture's or attachment's download URL */
  url: 2048,
  /** a document id another document refers to */
  id: 128,
} as const;
