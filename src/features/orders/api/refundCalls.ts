import { callable } from '../../../lib/firebase/callables';
import type { IssueRefundRequest, IssueRefundResponse } from '@rehab/model/payments';

/** Refunds one order line (issueRefund): the function refuses when the session balance is too low. */
export async function issueRefund(request: IssueRefundRequest): Promise<IssueRefundResponse> {
  return (await callable('issueRefund')(request)).data;
}
