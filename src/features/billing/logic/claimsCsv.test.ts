import { describe, expect, it } from 'vitest';
import type { RtmAmendmentSummary } from '@rehab/model/callables';
import type { RtmClaimLine } from '@rehab/model/rtmClaims';
import { AMENDMENT_COLUMNS, CLAIM_COLUMNS, claimsCsv, claimsFileName } from './claimsCsv';

const device: RtmClaimLine = {
  patientId: 'liam',
  patientName: 'Liam Carter',
  code: '98977',
  units: 1,
  modifier: 'GP',
  dateOfService: '2026-10-30',
  periodStart: '2026-10-01',
  periodEnd: '2026-10-30',
  dataDays: 16,
  minutes: null,
  interactiveAt: null,
  evidence: { sessionIds: ['s1', 's2'], entryIds: [], contactIds: [] },
};
const management: RtmClaimLine = {
  ...device,
  patientName: '=HYPERLINK("http://x"), "Liam"',
  code: '98981',
  units: 2,
  modifier: '',
  dateOfService: '2026-10-29',
  periodEnd: '2026-10-31',
  dataDays: null,
  minutes: 81,
  interactiveAt: '2026-10-05T09:30:00.000Z',
  evidence: { sessionIds: [], entryIds: ['doc_liam_2026-10/a', 'doc_liam_2026-10/b'], contactIds: ['doc_liam_1'] },
};
const amendment: RtmAmendmentSummary = {
  id: 'a1',
  patientId: 'liam',
  month: '2026-09',
  reason: 'Phone review, left out',
  change: { type: 'addContact', start: '2026-09-10T10:00:00.000Z', minutes: 12, kind: 'phone', attestation: 'Spoke with the patient' },
  target: 'rtmContacts/doc_liam_123',
  at: '2026-10-04T08:00:00.000Z',
  by: 'doc',
};

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
  it("has the line's field names as columns, then the amendment columns", () => {
    const [header] = parse(claimsCsv([], [], new Map()));
    expect(header).toEqual([...CLAIM_COLUMNS, ...AMENDMENT_COLUMNS]);
    expect(header.slice(0, 14)).toEqual([
      'patientId', 'patientName', 'code', 'units', 'modifier', 'dateOfService', 'periodStart', 'periodEnd', 'dataDays', 'minutes', 'interactiveAt', 'sessionIds', 'entryIds', 'contactIds',
    ]);
  });

  it('writes one row per line, evidence ids separated by spaces, empty cells for nulls', () => {
    const rows = parse(claimsCsv([device, management], [], new Map()));
    expect(rows).toHaveLength(3);
    expect(rows[1]).toEqual(['liam', 'Liam Carter', '98977', '1', 'GP', '2026-10-30', '2026-10-01', '2026-10-30', '16', '', '', 's1 s2', '', '', '', '', '', '']);
    expect(rows[2].slice(2, 14)).toEqual(['98981', '2', '', '2026-10-29', '2026-10-01', '2026-10-31', '', '81', '2026-10-05T09:30:00.000Z', '', 'doc_liam_2026-10/a doc_liam_2026-10/b', 'doc_liam_1']);
  });

  it('quotes cells with commas and quotes, and defuses formulas (csvCell: src/lib/csvCell.test.ts)', () => {
    const rows = parse(claimsCsv([management], [], new Map()));
    expect(rows[1][1]).toBe(`'=HYPERLINK("http://x"), "Liam"`);
  });

  it('lists the amendments after the lines, each marked as an amendment of its closed month', () => {
    const rows = parse(claimsCsv([device], [amendment], new Map([['liam', 'Liam Carter']])));
    expect(rows).toHaveLength(3);
    const row = Object.fromEntries([...CLAIM_COLUMNS, ...AMENDMENT_COLUMNS].map((column, index) => [column, rows[2][index]]));
    expect(row).toMatchObject({
      patientId: 'liam',
      patientName: 'Liam Carter',
      code: '',
      units: '',
      periodStart: '2026-09-01',
      periodEnd: '2026-09-30',
      minutes: '12',
      interactiveAt: '2026-09-10T10:00:00.000Z',
      entryIds: '',
      contactIds: 'doc_liam_123',
      amendmentOf: '2026-09',
      amendmentAt: '2026-10-04T08:00:00.000Z',
      amendmentReason: 'Phone review, left out',
    });
    expect(JSON.parse(row.amendmentChange)).toEqual(amendment.change);
  });

  it('names the file after the month', () => {
    expect(claimsFileName('2026-10')).toBe('rtm-claims-2026-10.csv');
  });
});
