import { describe, expect, it } from 'vitest';
import type { GuardedClaimLine } from '@rehab/model/claimGuards';
import { AMENDMENT_COLUMNS, CLAIM_COLUMNS, FLAG_COLUMNS, claimsCsv, claimsFileName, clinicClaimsFileName, type ClinicianAmendment } from './claimsCsv';

const device: GuardedClaimLine = {
  patientId: 'liam',
  patientName: 'Liam Carter',
  doctorId: 'hannah',
  code: '98977',
  units: 1,
  modifiers: ['GP'],
  dateOfService: '2026-10-30',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-30',
  dataDays: 16,
  minutes: null,
  interactiveAt: null,
  evidence: { sessionIds: ['s1', 's2'], entryIds: [], contactIds: [], minutesBy: [] },
  flags: [],
};
const management: GuardedClaimLine = {
  ...device,
  patientName: '=HYPERLINK("http://x"), "Liam"',
  code: '98981',
  units: 2,
  modifiers: ['GP', 'CQ'],
  dateOfService: '2026-10-29',
  periodEnd: '2026-10-31',
  dataDays: null,
  minutes: 81,
  interactiveAt: '2026-10-05T09:30:00.000Z',
  evidence: {
    sessionIds: [],
    entryIds: ['doc_liam_2026-10/a', 'doc_liam_2026-10/b'],
    contactIds: ['doc_liam_1'],
    minutesBy: [
      { uid: 'hannah', name: 'Hannah Brooks', role: 'clinician', seconds: 70 * 60 + 59, billable: true },
      { uid: 'marco', name: 'Marco Silva', role: 'assistant', seconds: 11 * 60, billable: true },
    ],
  },
};
const amendment: ClinicianAmendment = {
  id: 'a1',
  patientId: 'liam',
  month: '2026-09',
  reason: 'Phone review, left out',
  change: { type: 'addContact', start: '2026-09-10T10:00:00.000Z', minutes: 12, kind: 'phone', attestation: 'Spoke with the patient' },
  target: 'rtmContacts/doc_liam_123',
  at: '2026-10-04T08:00:00.000Z',
  by: 'hannah',
  doctorId: 'hannah',
};
const NAMES = new Map([['hannah', 'Hannah Brooks']]);
const clinicianOf = (id: string) => NAMES.get(id) ?? id;

/** A small CSV reader (quoted cells, doubled quotes, CRLF), to read back what was written. */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i++) {
    const char = csv[i];
    if (quoted) {
      if (char === '"' && csv[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && csv[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

describe('claimsCsv', () => {
  it("has the line's field names as columns, the clinician's name beside his id, then the amendment columns", () => {
    const [header] = parse(claimsCsv([], [], new Map(), clinicianOf));
    expect(header).toEqual([...CLAIM_COLUMNS, ...FLAG_COLUMNS, ...AMENDMENT_COLUMNS]);
    expect(FLAG_COLUMNS).toEqual(['flags', 'overrideReason', 'overriddenBy']);
    expect(header.slice(0, 17)).toEqual([
      'patientId', 'patientName', 'doctorId', 'clinician', 'code', 'units', 'modifiers', 'dateOfService', 'periodStart', 'periodEnd', 'dataDays', 'minutes', 'interactiveAt', 'sessionIds', 'entryIds', 'contactIds', 'minutesBy',
    ]);
  });

  it('writes one row per line: its modifiers and evidence ids separated by spaces, whose minutes, empty cells for nulls', () => {
    const rows = parse(claimsCsv([device, management], [], new Map(), clinicianOf));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(['liam', 'Liam Carter', 'hannah', 'Hannah Brooks', '98977', '1', 'GP', '2026-10-30', '2026-10-01', '2026-10-30', '16', '', '', 's1 s2', '', '', '', '', '', '', '', '', '', '']);
    expect(rows[2].slice(4, 17)).toEqual([
      '98981', '2', 'GP CQ', '2026-10-29', '2026-10-01', '2026-10-31', '', '81', '2026-10-05T09:30:00.000Z', '', 'doc_liam_2026-10/a doc_liam_2026-10/b', 'doc_liam_1',
      'Hannah Brooks (clinician): 70 min; Marco Silva (assistant): 11 min',
    ]);
  });

  it('carries each flag with its reason, and the overridden ones with the reason, who and when', () => {
    const flagged: GuardedClaimLine = {
      ...device,
      flags: [
        { kind: 'noConsent', reason: 'No consent by 2026-10-01.', evidence: { episodeStart: '2026-10-01', laterConsentIds: [] }, override: null },
        {
          kind: 'noPriorRelationship',
          reason: 'No appointment by 2026-10-01.',
          evidence: { episodeStart: '2026-10-01', laterEncounterIds: [] },
          override: { reason: 'Seen at the hospital, 28 September', by: 'hannah', byName: 'Hannah Brooks', at: '2026-11-02T09:00:00.000Z' },
        },
      ],
    };
    const [header, row] = parse(claimsCsv([flagged, device], [], new Map(), clinicianOf));
    const cells = (values: string[]) => Object.fromEntries(FLAG_COLUMNS.map((column) => [column, values[header.indexOf(column)]]));
    expect(cells(row)).toEqual({
      flags: 'noConsent: No consent by 2026-10-01.; noPriorRelationship: No appointment by 2026-10-01.',
      overrideReason: 'noPriorRelationship: Seen at the hospital, 28 September',
      overriddenBy: 'noPriorRelationship: Hannah Brooks (hannah) at 2026-11-02T09:00:00.000Z',
    });
    expect(cells(parse(claimsCsv([device], [], new Map(), clinicianOf))[1])).toEqual({ flags: '', overrideReason: '', overriddenBy: '' });
  });

  it("says which assistant's minutes a line leaves out as not billable", () => {
    const slp: GuardedClaimLine = {
      ...management,
      modifiers: ['GN'],
      evidence: { ...management.evidence, minutesBy: [{ uid: 'marco', name: 'Marco Silva', role: 'assistant', seconds: 600, billable: false }] },
    };
    const [, row] = parse(claimsCsv([slp], [], new Map(), clinicianOf));
    expect(row[6]).toBe('GN');
    expect(row[16]).toBe('Marco Silva (assistant): 10 min, not billable');
  });

  it('quotes cells with commas and quotes, and defuses formulas (csvCell: src/lib/csvCell.test.ts)', () => {
    const rows = parse(claimsCsv([management], [], new Map(), clinicianOf));
    expect(rows[1][1]).toBe(`'=HYPERLINK("http://x"), "Liam"`);
  });

  it('lists the amendments after the lines, each marked as an amendment of its clinician’s closed month', () => {
    const rows = parse(claimsCsv([device], [amendment], new Map([['liam', 'Liam Carter']]), clinicianOf));
    expect(rows).toHaveLength(3);
    const row = Object.fromEntries([...CLAIM_COLUMNS, ...FLAG_COLUMNS, ...AMENDMENT_COLUMNS].map((column, index) => [column, rows[2][index]]));
    expect(row).toMatchObject({
      patientId: 'liam',
      patientName: 'Liam Carter',
      doctorId: 'hannah',
      clinician: 'Hannah Brooks',
      code: '',
      units: '',
      modifiers: '',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
      minutes: '12',
      interactiveAt: '2026-09-10T10:00:00.000Z',
      entryIds: '',
      contactIds: 'doc_liam_123',
      minutesBy: '',
      amendmentOf: '2026-09',
      amendmentAt: '2026-10-04T08:00:00.000Z',
      amendmentReason: 'Phone review, left out',
    });
    expect(JSON.parse(row.amendmentChange)).toEqual(amendment.change);
  });

  it("names the file after the month, and the clinic's after the clinic too", () => {
    expect(claimsFileName('2026-10')).toBe('rtm-claims-2026-10.csv');
    expect(clinicClaimsFileName('Northside Rehab', '2026-10')).toBe('rtm-claims-northside-rehab-2026-10.csv');
    expect(clinicClaimsFileName('Clinique Élan / Genève', '2026-10')).toBe('rtm-claims-clinique-elan-geneve-2026-10.csv');
    expect(clinicClaimsFileName('///', '2026-10')).toBe('rtm-claims-2026-10.csv');
  });
});
