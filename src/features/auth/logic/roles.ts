import { routePath } from '../../../lib/routes';
import type { CustomClaims } from '@rehab/model/claims';
import { keepsDoctorRecord, type ClinicRole } from '@rehab/model/clinics';

/**
 * The role of a signed-in account. Doctors and patients are recognised by
 * their records as in the original product; a clinic's assistant, front desk
 * or biller (issue 50) by his staff record and his membership of a clinic in
 * one of those roles; admin rights are the `admin` custom claim (never the
 * mere absence of records).
 */
export type Role = 'doctor' | 'unverifiedDoctor' | 'patient' | 'customer' | 'staff' | 'admin' | 'none';

export interface RoleInputs {
  doctor: { isVerified?: boolean } | null;
  user: { isAuthorized?: boolean } | null;
  /** staff/{uid}, read only for an account with neither a doctors nor a users record */
  staff?: object | null;
  /** clinicMembers/{uid}, read with the staff record */
  membership?: { role: ClinicRole } | null;
  claims: CustomClaims;
}

export function roleOf({ doctor, user, staff = null, membership = null, claims }: RoleInputs): Role {
  if (doctor) return doctor.isVerified === true ? 'doctor' : 'unverifiedDoctor';
  // A staff record without a staff membership (removed from his clinic) opens nothing.
  if (staff && membership && !keepsDoctorRecord(membership.role)) return 'staff';
  if (user) return user.isAuthorized === true ? 'patient' : 'customer';
  if (claims.admin === true) return 'admin';
  return 'none';
}

/** Where each role lands after signing in. */
export function homeOf(role: Role): string {
  switch (role) {
    case 'doctor':
      return routePath('dashboard.home-4');
    case 'patient':
      return routePath('patient.home');
    case 'customer':
      return routePath('patient.preorderSummary');
    case 'staff':
      return routePath('app.clinic');
    case 'admin':
      return routePath('admin.home');
    default:
      return routePath('auth1.sign-in1');
  }
}

/** Who may open each area. */
export const DOCTOR: readonly Role[] = ['doctor'];
/** The clinic's page: its owner and clinicians (doctors) and its staff. */
export const CLINIC_AREA: readonly Role[] = ['doctor', 'staff'];
/** The staff's work (issue 51): each page is for one role in the clinic (RequireClinicRole). */
export const STAFF: readonly Role[] = ['staff'];
export const PATIENT: readonly Role[] = ['patient'];
/** Pages for doctors and patients alike (the charts: a patient sees only his own data). */
export const DOCTOR_OR_PATIENT: readonly Role[] = ['doctor', 'patient'];
/** Pages an unauthorised patient (customer) may use too: pre-orders, bug report, feedback, profile. */
export const PATIENT_OR_CUSTOMER: readonly Role[] = ['patient', 'customer'];
/** Report a Bug and Provide Feedback, in the Help section of the doctor, patient and customer menus. */
export const HELP_AREA: readonly Role[] = ['doctor', 'patient', 'customer'];
export const ADMIN: readonly Role[] = ['admin'];
export const SIGNED_IN: readonly Role[] = ['doctor', 'patient', 'customer', 'staff', 'admin'];
