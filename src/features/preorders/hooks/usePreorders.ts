import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../../lib/store/hooks';
import { selectAuth } from '../../auth';
import { useCustomerPreordersQuery, usePreorderByIdQuery } from '../api/preordersApi';

/**
 * The signed-in account's pre-orders, newest first. They are addressed by
 * e-mail, so the rules show them only once the account's e-mail is verified
 * (until then nothing is read).
 */
export function useMyPreorders() {
  const { user } = useAppSelector(selectAuth);
  const email = user?.emailVerified ? user.email : null;
  return { ...useCustomerPreordersQuery(email || skipToken), emailVerified: Boolean(user?.emailVerified) };
}

/** One pre-order, kept up to date while the page is open (nothing is read for an empty id). */
export function usePreorder(id: string) {
  // A slash would make the id a path into another collection.
  return usePreorderByIdQuery(id && !id.includes('/') ? id : skipToken);
}
