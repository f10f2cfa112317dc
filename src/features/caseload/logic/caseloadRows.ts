/** The caseload page's rows: a page's patients with their standing on the day they are viewed. */
import { rowAttention, type CaseloadRow } from '@rehab/model/caseload';
import type { RowStanding } from '@rehab/model/doctorOverview';

export interface CaseloadView {
  row: CaseloadRow;
  name: string;
  /** null until the primary's overview row of the patient is built */
  standing: RowStanding | null;
  needsAttention: boolean;
}

/**
 * The rows of a page on `now` in the viewer's `month` (the page's order: the functions put those needing attention
 * first); only those needing attention when asked.
 */
export function caseloadViews(rows: readonly CaseloadRow[], month: string, now: Date, onlyNeedingAttention: boolean): CaseloadView[] {
  return rows
    .map((row) => {
      const { standing, needsAttention } = rowAttention(row, month, now);
      return { row, name: row.row?.name ?? '', standing, needsAttention };
    })
    .filter((view) => !onlyNeedingAttention || view.needsAttention);
}
