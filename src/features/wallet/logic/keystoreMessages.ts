/** What the page asks the keystore worker, and what it answers. */
export type KeystoreRequest =
  /** a new random key, encrypted with the password */
  | { kind: 'create'; password: string }
  /** a key the patient typed, encrypted with the password */
  | { kind: 'import'; privateKey: string; password: string }
  /** a stored keystore opened with the password (for the export) */
  | { kind: 'decrypt'; keystore: string; password: string };

export type KeystoreReply =
  | { type: 'progress'; fraction: number }
  | { type: 'encrypted'; address: string; keystore: string }
  | { type: 'decrypted'; address: string; privateKey: string }
  | { type: 'failed'; message: string };
