import type { RtmAmendmentSummary } from '@rehab/model/callables';
import { lastDayOfMonth, type RtmClaimLine } from '@rehab/model/rtmClaims';
import { csvCell } from '../../../lib/csvCell';

/** The claim line's fields, in its order, as the CSV's first columns: the names rtmClaims gives them. */
export const CLAIM_COLUMNS = [
  'patientId',
  'patientName',
  'code',
  'units',
  'modifier',
  'dateOfService',
  'periodStart',
  'periodEnd',
  'dataDays',
  'minutes',
  'interactiveAt',
  'sessionIds',
  'entryIds',
  'contactIds',
] as const;

/** Filled on the amendment rows only: the closed month changed, when, why, and the change as the function recorded it. */
export const AMENDMENT_COLUMNS = ['amendmentOf', 'amendmentAt', 'amendmentReason', 'amendmentChange'] as const;

type Column = (typeof CLAIM_COLUMNS)[number] | (typeof AMENDMENT_COLUMNS)[number];
type Row = Partial<Record<Column, string | number | null>>;

/** Evidence ids in one cell (ids hold no spaces). */
const EVIDENCE_SEPARATOR = ' ';

function lineRow(line: RtmClaimLine): Row {
  return {
    ...line,
    sessionIds: line.evidence.sessionIds.join(EVIDENCE_SEPARATOR),
    entryIds: line.evidence.entryIds.join(EVIDENCE_SEPARATOR),
    contactIds: line.evidence.contactIds.join(EVIDENCE_SEPARATOR),
  };
}

const CONTACT_TARGET = 'rtmContacts/';

/** An amendment as a row: its patient, the closed month as the period, its minutes and the evidence it wrote. */
function amendmentRow(amendment: RtmAmendmentSummary, patientName: string): Row {
  const { change, target } = amendment;
  const contact = target.startsWith(CONTACT_TARGET);
  return {
    patientId: amendment.patientId,
    patientName,
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
 * The claims of a month as CSV: a header, one row per claim line (its fields as columns, evidence ids separated by
 * spaces), then one row per amendment of a closed month that the month's claims list. Lines end with CRLF.
 */
export function claimsCsv(lines: readonly RtmClaimLine[], amendments: readonly RtmAmendmentSummary[], patientNames: ReadonlyMap<string, string>): string {
  const columns: readonly Column[] = [...CLAIM_COLUMNS, ...AMENDMENT_COLUMNS];
  const rows: Row[] = [
    ...lines.map(lineRow),
    ...amendments.map((amendment) => amendmentRow(amendment, patientNames.get(amendment.patientId) ?? '')),
  ];
  const text = [columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))];
  return `${text.join('\r\n')}\r\n`;
}

/** The CSV's file name: rtm-claims-YYYY-MM.csv. */
export const claimsFileName = (month: string) => `rtm-claims-${month}.csv`;
