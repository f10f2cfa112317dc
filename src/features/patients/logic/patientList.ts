/**
 * The rules of the doctor's patient lists: who is listed, how a search
 * matches, and the order. Pure functions, shared by the dashboard list, the
 * card grid and the add-patient search.
 */
import type { PatientListItem } from '@rehab/model/callables';
import { ALL, type PageSize } from '../../../lib/pagination';

export type { PatientListItem };

/** Dashboard list: 3, 5, 10 or All per page, 5 by default. */
export const LIST_PAGE_SIZES: readonly PageSize[] = [3, 5, 10, ALL];
export const LIST_DEFAULT_PAGE_SIZE: PageSize = 5;

/** Card grid: 8, 16 or 32 per page, 16 by default. */
export const CARD_PAGE_SIZES: readonly number[] = [8, 16, 32];
export const CARD_DEFAULT_PAGE_SIZE = 16;

/** Whether a patient has at least one of the doctor's registered devices. */
export function sharesDevice(doctorDevices: readonly string[], patientDevices: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!patientDevices) return false;
  return doctorDevices.some((id) => Object.prototype.hasOwnProperty.call(patientDevices, id));
}

/** Patients without a first and a last name are never listed. */
export function hasFullName(person: { firstName?: string; lastName?: string }): boolean {
  return Boolean(person.firstName?.trim()) && Boolean(person.lastName?.trim());
}

function byText(a: string, b: string): number {
  return a.toLowerCase().localeCompare(b.toLowerCase());
}

/** Dashboard list: the search matches name or e-mail, case-insensitively; sorted by name. */
export function searchPatients(patients: readonly PatientListItem[], search: string): PatientListItem[] {
  const needle = search.trim().toLowerCase();
  return patients
    .filter((p) => needle === '' || p.name.toLowerCase().includes(needle) || p.email.toLowerCase().includes(needle))
    .sort((a, b) => byText(a.name, b.name));
}

/** A patient of the card grid. */
export interface PatientCard {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  profilePic?: string;
}

/** Card grid: the search matches first name, last name or e-mail; sorted by last name, case-insensitively. */
export function searchCards(cards: readonly PatientCard[], search: string): PatientCard[] {
  const needle = search.trim().toLowerCase();
  return cards
    .filter(
      (c) =>
        needle === '' ||
        c.firstName.toLowerCase().includes(needle) ||
        c.lastName.toLowerCase().includes(needle) ||
        c.email.toLowerCase().includes(needle),
    )
    .sort((a, b) => byText(a.lastName, b.lastName) || byText(a.firstName, b.firstName));
}

/** Same patients, same details: whether a freshly fetched list differs from the cached one. */
export function samePatients(a: readonly PatientListItem[], b: readonly PatientListItem[]): boolean {
  if (a.length !== b.length) return false;
  const key = (p: PatientListItem) => JSON.stringify([p.uid, p.name, p.email, p.phoneNumber ?? null]);
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.every((value, i) => value === right[i]);
}
