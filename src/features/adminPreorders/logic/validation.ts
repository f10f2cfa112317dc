import * as yup from 'yup';
import { PREORDER_EVENTS } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { CARRIERS, ORDER_SHIPPED, fromDateTimeInputValue, toDateInputValue } from './preorderLogic';

/**
 * The forms' rules. Messages are translation keys of the `adminPreorders`
 * namespace, whose English texts are the spec's.
 */

/** 'Add Item': a timestamp from today on, one of the events offered, and for Order Shipped the carrier and tracking number. */
export function statusEventSchema(now: Date) {
  const today = toDateInputValue(now);
  const shipped = (event: unknown) => event === ORDER_SHIPPED;
  return yup.object({
    timestamp: yup
      .string()
      .trim()
      .required('validation.timestamp')
      // An empty value is the required rule's to report.
      .test('is-date', 'validation.timestamp', (value) => !value || fromDateTimeInputValue(value) !== null)
      .test('from-today', 'validation.timestampPast', (value) => !value || value.slice(0, 10) >= today),
    event: yup.string().required('validation.event').oneOf(PREORDER_EVENTS, 'validation.event'),
    carrier: yup
      .string()
      .default('')
      .when('event', { is: shipped, then: (schema) => schema.required('validation.carrier').oneOf(CARRIERS, 'validation.carrier') }),
    trackingNumber: yup
      .string()
      .trim()
      .default('')
      .max(LIMITS.preorder.trackingNumber, 'validation.trackingNumberLength')
      .when('event', { is: shipped, then: (schema) => schema.required('validation.trackingNumber') }),
  });
}
/** What the 'Add Item' form holds while it is filled in. */
export interface StatusEventValues {
  timestamp: string;
  event: string;
  carrier: string;
  trackingNumber: string;
}

