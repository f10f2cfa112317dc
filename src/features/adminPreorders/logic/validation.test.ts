import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { statusEventSchema } from './validation';

const now = new Date(2030, 6, 9, 15, 0);
const schema = statusEventSchema(now);

async function errorsOf(values: Record<string, string>): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
}

describe('statusEventSchema', () => {
  it('asks for a timestamp and an event', async () => {
    expect(await errorsOf({ timestamp: '', event: '' })).toEqual(['validation.timestamp', 'validation.event']);
  });

  it('accepts a timestamp from today on', async () => {
    expect(await errorsOf({ timestamp: '2030-07-09T00:00', event: 'Preparing Order' })).toEqual([]);
    expect(await errorsOf({ timestamp: '2030-07-08T23:59', event: 'Preparing Order' })).toEqual(['validation.timestampPast']);
  });

  it('asks for the carrier and the tracking number of a shipment', async () => {
    expect(await errorsOf({ timestamp: '2030-07-10T10:00', event: 'Order Shipped', carrier: '', trackingNumber: '  ' })).toEqual([
      'validation.carrier',
      'validation.trackingNumber',
    ]);
    expect(await errorsOf({ timestamp: '2030-07-10T10:00', event: 'Order Shipped', carrier: 'DHL', trackingNumber: '1Z' })).toEqual([
      'validation.carrier',
    ]);
    expect(await errorsOf({ timestamp: '2030-07-10T10:00', event: 'Order Shipped', carrier: 'Purolator', trackingNumber: '1Z' })).toEqual([]);
  });

  it('needs no carrier for the other events', async () => {
    expect(await errorsOf({ timestamp: '2030-07-10T10:00', event: 'Order Delivered', carrier: '', trackingNumber: '' })).toEqual([]);
  });

  it('refuses an event that is not one of the five', async () => {
    expect(await errorsOf({ timestamp: '2030-07-10T10:00', event: 'Lost' })).toEqual(['validation.event']);
  });
});
