import type { SerializedError } from '@reduxjs/toolkit';
import { FirebaseError } from 'firebase/app';
import { EditConflictError } from '@rehab/model/editConflict';

/** What a failed read or write of the server-data layer carries: serialisable, with the text to show. */
export interface ApiError {
  message: string;
  /** the Firebase error code ('permission-denied', 'functions/not-found'…), when there is one */
  code?: string;
  /** a save refused because someone else saved a newer version: both texts, to choose from */
  conflict?: { theirs: string; yours: string; version: number };
}

/**
 * The one text to show for any failure: an Error's message, or the thrown value
 * itself. A function's message loses the HTTP status the SDK appends (' [409]').
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof FirebaseError && error.code.startsWith('functions/')) return error.message.replace(/ \[\d{3}\]$/, '');
  return error instanceof Error ? error.message : String(error);
}

export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (error instanceof EditConflictError) {
    return { message: error.message, code: 'edit-conflict', conflict: { theirs: error.theirs, yours: error.yours, version: error.version } };
  }
  return error instanceof FirebaseError ? { message: errorMessage(error), code: error.code } : { message: errorMessage(error) };
}

/** A query's or mutation's `error` as text (null when there is none). */
export function queryErrorMessage(error: ApiError | SerializedError | undefined | null): string | null {
  if (!error) return null;
  return error.message ?? 'Unknown error';
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && typeof (value as ApiError).message === 'string';
}

/** Runs a one-off read as an RTK Query `queryFn` answer: `{ data }` or `{ error }`, never a rejection. */
export async function settle<T>(read: () => Promise<T>): Promise<{ data: T } | { error: ApiError }> {
  try {
    return { data: await read() };
  } catch (error) {
    return { error: toApiError(error) };
  }
}

/** Runs a write as a mutation's `queryFn` answer: `{ data: null }` (RTK Query wants a defined value) or `{ error }`. */
export async function settleWrite(write: () => Promise<unknown>): Promise<{ data: null } | { error: ApiError }> {
  try {
    await write();
    return { data: null };
  } catch (error) {
    return { error: toApiError(error) };
  }
}
