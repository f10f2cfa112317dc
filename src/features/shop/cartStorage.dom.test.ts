import { configureStore } from '@reduxjs/toolkit';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartStorageKey, keepCartPerUser, loadCart } from './cartStorage';
import { addToCart, shopSlice } from './shopSlice';

const session = { priceId: 'price_sessions_5', name: '5 sessions', price: 19.5 };
const coins = { priceId: 'price_coins_10', name: '10 coins', price: 16.99 };

describe('keepCartPerUser', () => {
  beforeEach(() => localStorage.clear());

  function makeStore() {
    const auth = { uid: null as string | null };
    const store = configureStore({ reducer: { shop: shopSlice.reducer } });
    const stop = keepCartPerUser(store, () => auth.uid);
    const signIn = (uid: string | null) => {
      auth.uid = uid;
      store.dispatch({ type: 'auth/changed' });
    };
    return { store, stop, signIn };
  }

  it('keeps each user their own cart across sign-outs and reloads', () => {
    const { store, stop, signIn } = makeStore();
    signIn('alice');
    store.dispatch(addToCart(session));
    expect(loadCart('alice')).toEqual([{ ...session, quantity: 1 }]);

    signIn(null);
    expect(store.getState().shop.cart).toEqual([]);

    signIn('bob');
    expect(store.getState().shop.cart).toEqual([]);
    store.dispatch(addToCart(coins));

    signIn('alice');
    expect(store.getState().shop.cart).toEqual([{ ...session, quantity: 1 }]);
    stop();

    const reloaded = makeStore();
    reloaded.signIn('bob');
    expect(reloaded.store.getState().shop.cart).toEqual([{ ...coins, quantity: 1 }]);
    reloaded.stop();
  });

  it('treats an unreadable stored cart as empty', () => {
    localStorage.setItem(cartStorageKey('carol'), '{not json');
    expect(loadCart('carol')).toEqual([]);
    localStorage.setItem(cartStorageKey('carol'), JSON.stringify([{ priceId: 'x', name: 'X', price: 1, quantity: 0 }, session]));
    expect(loadCart('carol')).toEqual([]);
  });
});
