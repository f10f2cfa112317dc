import type { RtmAmendmentSummary } from '@rehab/model/callables';
import type { GuardedClaimLine, ReportedClaimFlag } from '@rehab/model/claimGuards';
import { lastDayOfMonth, type MinutesBy } from '@rehab/model/rtmClaims';
import { wholeMinutes } from '@rehab/model/rtmCodes';
import { csvCell } from '../../../lib/csvCell';

/**
 * The claim line's fields, in its order, as the CSV's first columns: the names rtmClaims gives them, with the billing
 * clinician's name beside his id (the clinic's CSV holds every clinician's lines) and whose minutes they were last.
 */
export const CLAIM_COLUMNS = [
  'patientId',
  'patientName',
  'doctorId',
  'clinician',
  'code',
  'units',
  'modifiers',
  'dateOfService',
  'periodStart',
  'periodEnd',
  'dataDays',
  'minutes',
  'interactiveAt',
  'sessionIds',
  'entryIds',
  'contactIds',
  'minutesBy',
] as const;

/**
 * The claim guards' columns (issue 53), after the line's: each flag as `kind: reason`, and of the overridden ones the
 * clinician's reason and who overrode it when, each as `kind: …`; several in one cell separated by '; '.
 */
export const FLAG_COLUMNS = ['flags', 'overrideReason', 'overriddenBy'] as const;

/** Filled on the amendment rows only: the closed month changed, when, why, and the change as the function recorded it. */
export const AMENDMENT_COLUMNS = ['amendmentOf', 'amendmentAt', 'amendmentReason', 'amendmentChange'] as const;

type Column = (typeof CLAIM_COLUMNS)[number] | (typeof FLAG_COLUMNS)[number] | (typeof AMENDMENT_COLUMNS)[number];
type Row = Partial<Record<Column, string | number | null>>;

/** Evidence ids and modifiers in one cell (neither holds a space). */
const LIST_SEPARATOR = ' ';

/** Whose minutes a management line counts, in one cell: 'Hannah Brooks (clinician): 30 min; Marco Silva (assistant): 8 min, not billable'. */
export function minutesByText(people: readonly MinutesBy[]): string {
  return people.map((person) => `${person.name} (${person.role}): ${wholeMinutes(person.seconds)} min${person.billable ? '' : ', not billable'}`).join('; ');
}

/** Several flags' texts in one cell. */
const FLAG_SEPARATOR = '; ';

function flagCells(flags: readonly ReportedClaimFlag[]): Pick<Row, (typeof FLAG_COLUMNS)[number]> {
  const overridden = flags.flatMap((flag) => (flag.override ? [{ kind: flag.kind, ...flag.override }] : []));
  return {
    flags: flags.map((flag) => `${flag.kind}: ${flag.reason}`).join(FLAG_SEPARATOR),
    overrideReason: overridden.map((o) => `${o.kind}: ${o.reason}`).join(FLAG_SEPARATOR),
    overriddenBy: overridden.map((o) => `${o.kind}: ${o.byName} (${o.by}) at ${o.at}`).join(FLAG_SEPARATOR),
  };
}

function lineRow(line: GuardedClaimLine, clinicianOf: (doctorId: string) => string): Row {
  const { evidence, modifiers, flags, ...fields } = line;
  return {
    ...flagCells(flags),
    ...fields,
    clinician: clinicianOf(line.doctorId),
    modifiers: modifiers.join(LIST_SEPARATOR),
    sessionIds: evidence.sessionIds.join(LIST_SEPARATOR),
    entryIds: evidence.entryIds.join(LIST_SEPARATOR),
    contactIds: evidence.contactIds.join(LIST_SEPARATOR),
    minutesBy: minutesByText(evidence.minutesBy),
  };
}

const CONTACT_TARGET = 'rtmContacts/';

/** An amendment of a clinician's closed month. */
export type ClinicianAmendment = RtmAmendmentSummary & { doctorId: string };

/** An amendment as a row: its patient and clinician, the closed month as the period, its minutes and the evidence it wrote. */
function amendmentRow(amendment: ClinicianAmendment, patientName: string, clinicianOf: (doctorId: string) => string): Row {
  const { change, target } = amendment;
  const contact = target.startsWith(CONTACT_TARGET);
  return {
    patientId: amendment.patientId,
    patientName,
    doctorId: amendment.doctorId,
    clinician: clinicianOf(amendment.doctorId),
    periodStart: `${amendment.month}-01`,
    periodEnd: lastDayOfMonth(amendment.month),
    minutes: change.minutes,
    interactiveAt: change.type === 'addContact' ? change.start : null,
    entryIds: contact ? '' : target,
    contactIds: contact ? target.slice(CONTACT_TARGET.length) : '',
    amendmentOf: amendment.month,
    amendmentAt: amendment.at,
    amendmentReason: amendment.reason,
    amendmentChange: JSON.stringify(change),
  };
}

/**
 * The claims of a month as CSV: a header, one row per claim line (its fields as columns, evidence ids and modifiers
 * separated by spaces, then its flags and their overrides), then one row per amendment of a closed month that the month's claims list. Lines end with
 * CRLF. `clinicianOf` names a line's billing clinician from his id.
 */
export function claimsCsv(
  lines: readonly GuardedClaimLine[],
  amendments: readonly ClinicianAmendment[],
  patientNames: ReadonlyMap<string, string>,
  clinicianOf: (doctorId: string) => string,
): string {
  const columns: readonly Column[] = [...CLAIM_COLUMNS, ...FLAG_COLUMNS, ...AMENDMENT_COLUMNS];
  const rows: Row[] = [
    ...lines.map((line) => lineRow(line, clinicianOf)),
    ...amendments.map((amendment) => amendmentRow(amendment, patientNames.get(amendment.patientId) ?? '', clinicianOf)),
  ];
  const text = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `${text.join('\r\n')}\r\n`;
}

/** The CSV's file name: rtm-claims-YYYY-MM.csv. */
export const claimsFileName = (month: string) => `rtm-claims-${month}.csv`;

/** The clinic's CSV's file name: rtm-claims-<clinic>-YYYY-MM.csv (the clinic's name made safe for a file name). */
export function clinicClaimsFileName(clinicName: string, month: string): string {
  const slug = clinicName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
  return slug ? `rtm-claims-${slug}-${month}.csv` : claimsFileName(month);
}
