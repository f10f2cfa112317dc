// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStripeForm } from './formEncoding';

describe('parseStripeForm', () => {
  it('reads the nested keys the stripe SDK writes', () => {
    const body = new URLSearchParams([
      ['mode', 'payment'],
      ['line_items[0][price]', 'price_sessions_2'],
      ['line_items[0][quantity]', '2'],
      ['line_items[0][tax_rates][0]', 'txr_a'],
      ['line_items[0][tax_rates][1]', 'txr_b'],
      ['line_items[1][price]', 'price_sessions_5'],
      ['metadata[kind]', 'order'],
      ['expand[]', 'line_items'],
    ]).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [
        { price: 'price_sessions_2', quantity: '2', tax_rates: ['txr_a', 'txr_b'] },
        { price: 'price_sessions_5' },
      ],
      metadata: { kind: 'order' },
      expand: ['line_items'],
    });
  });

  it('keeps maps whose keys are not the indices 0…n-1', () => {
    expect(parseStripeForm('metadata[1]=a&metadata[3]=b')).toEqual({ metadata: { 1: 'a', 3: 'b' } });
    expect(parseStripeForm('')).toEqual({});
  });
});
