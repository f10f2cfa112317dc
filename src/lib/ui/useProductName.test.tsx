import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../test/app';
import { useProductName } from './useProductName';

beforeAll(() => initI18n('en'));
afterAll(() => i18n.changeLanguage('en'));

const nameOf = (product: { priceId: string; name: string }) => renderHook(() => useProductName()).result.current(product);

describe('useProductName', () => {
  it("names the catalogue's packs and device in English as the catalogue does", async () => {
    await i18n.changeLanguage('en');
    expect(nameOf({ priceId: 'price_sessions_1', name: '1 Session' })).toBe('1 Session');
    expect(nameOf({ priceId: 'price_sessions_25', name: '25 Sessions' })).toBe('25 Sessions');
    expect(nameOf({ priceId: 'price_coins_5', name: '5 Coins' })).toBe('5 Coins');
    expect(nameOf({ priceId: 'price_knee_sleeve', name: 'Knee Sleeve' })).toBe('Knee Sleeve');
  });

  it("names them in the reader's language, with the language's plural forms", async () => {
    await i18n.changeLanguage('fr');
    expect(nameOf({ priceId: 'price_sessions_2', name: '2 Sessions' })).toBe('2 séances');
    await i18n.changeLanguage('ar');
    expect(nameOf({ priceId: 'price_sessions_2', name: '2 Sessions' })).toBe('جلستان');
    expect(nameOf({ priceId: 'price_sessions_5', name: '5 Sessions' })).toBe('5 جلسات');
  });

  it('keeps the stored name of a product the catalogue does not know', async () => {
    await i18n.changeLanguage('fr');
    expect(nameOf({ priceId: 'price_retired', name: 'Old pack' })).toBe('Old pack');
  });
});
