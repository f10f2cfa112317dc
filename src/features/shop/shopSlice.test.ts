import { describe, expect, it } from 'vitest';
import { addToCart, clearCart, decrementQuantity, incrementQuantity, removeFromCart, selectCartTotals, shopSlice, type ShopState } from './shopSlice';

const session = { priceId: 'price_sessions_5', name: '5 sessions', price: 19.5 };
const coins = { priceId: 'price_coins_10', name: '10 coins', price: 16.99 };

function reduce(...actions: Parameters<typeof shopSlice.reducer>[1][]): ShopState {
  return actions.reduce(shopSlice.reducer, shopSlice.getInitialState());
}

describe('cart lines', () => {
  it('adds a product once and counts up when it is added again', () => {
    const state = reduce(addToCart(session), addToCart(coins), addToCart({ ...session, quantity: 2 }));
    expect(state.cart).toEqual([
      { ...session, quantity: 3 },
      { ...coins, quantity: 1 },
    ]);
  });

  it('increments, decrements (never below one) and removes', () => {
    let state = reduce(addToCart(session), incrementQuantity(session.priceId), incrementQuantity(session.priceId));
    expect(state.cart[0].quantity).toBe(3);
    state = [decrementQuantity(session.priceId), decrementQuantity(session.priceId), decrementQuantity(session.priceId)].reduce(
      shopSlice.reducer,
      state,
    );
    expect(state.cart[0].quantity).toBe(1);
    state = shopSlice.reducer(state, removeFromCart(session.priceId));
    expect(state.cart).toEqual([]);
  });

  it('keeps a line at most at 99, the most one checkout line takes', () => {
    let state = reduce(addToCart({ ...session, quantity: 98 }), incrementQuantity(session.priceId), incrementQuantity(session.priceId));
    expect(state.cart[0].quantity).toBe(99);
    state = shopSlice.reducer(state, addToCart(session));
    expect(state.cart[0].quantity).toBe(99);
    expect(reduce(addToCart({ ...coins, quantity: 150 })).cart[0].quantity).toBe(99);
  });

  it('empties the cart', () => {
    expect(reduce(addToCart(session), addToCart(coins), clearCart()).cart).toEqual([]);
  });

  it('derives the totals with taxes', () => {
    const shop = reduce(addToCart({ ...session, quantity: 2 }));
    expect(selectCartTotals({ shop })).toEqual({ itemCount: 2, subtotal: 39, pst: 2.73, gst: 1.95, total: 43.68 });
  });
});
