import { onDocumentWritten } from '../lib/triggers';
import { db } from '../admin';
import { docRef } from '../lib/collections';
import { monthTotals } from '@rehab/model/managementUnion';

/**
 * managementTotals/{id}: what managementTime/{id} bills (the union of its entries), the one source of the
 * Monitoring page's, the report's and the patient dashboard's minutes and codes. Computed from the month document as
 * it is when the trigger runs, in a transaction, never from the event's copy: a retried or late event writes the
 * same totals as the newest one, and the totals of a deleted month go with it.
 */
export async function recomputeManagementTotals(monthId: string): Promise<void> {
  const monthRef = docRef('managementTime', monthId);
  const totalsRef = docRef('managementTotals', monthId);
  await db.runTransaction(async (transaction) => {
    const month = (await transaction.get(monthRef)).data();
    const totals = month ? monthTotals(month) : null;
    if (totals) transaction.set(totalsRef, totals);
    else transaction.delete(totalsRef);
  });
}

export const onManagementTimeWritten = onDocumentWritten({ document: 'managementTime/{monthId}', retry: true }, (event) => recomputeManagementTotals(event.params.monthId));
