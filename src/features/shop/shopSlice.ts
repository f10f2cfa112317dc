import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { cartTotals } from '@rehab/model/money';
import { MAX_LINE_QUANTITY } from './logic/checkout';

/** One cart line; price is the unit price in dollars. */
export interface CartLine {
  priceId: string;
  name: string;
  price: number;
  quantity: number;
}

export interface ShopState {
  /** whose cart `cart` is: the signed-in uid, null when signed out */
  ownerUid: string | null;
  cart: CartLine[];
}

const initialState: ShopState = { ownerUid: null, cart: [] };

export const shopSlice = createSlice({
  name: 'shop',
  initialState,
  reducers: {
    /** Adds a product, or more of it when it is already in the cart (at most MAX_LINE_QUANTITY of one). */
    addToCart(state, action: PayloadAction<Omit<CartLine, 'quantity'> & { quantity?: number }>) {
      const { quantity = 1, ...product } = action.payload;
      const line = state.cart.find((l) => l.priceId === product.priceId);
      if (line) line.quantity = Math.min(line.quantity + quantity, MAX_LINE_QUANTITY);
      else state.cart.push({ ...product, quantity: Math.min(quantity, MAX_LINE_QUANTITY) });
    },
    /** Never above MAX_LINE_QUANTITY, the most one checkout line takes. */
    incrementQuantity(state, action: PayloadAction<string>) {
      const line = state.cart.find((l) => l.priceId === action.payload);
      if (line && line.quantity < MAX_LINE_QUANTITY) line.quantity += 1;
    },
    /** Never below one: removing a line is its own action. */
    decrementQuantity(state, action: PayloadAction<string>) {
      const line = state.cart.find((l) => l.priceId === action.payload);
      if (line && line.quantity > 1) line.quantity -= 1;
    },
    removeFromCart(state, action: PayloadAction<string>) {
      state.cart = state.cart.filter((l) => l.priceId !== action.payload);
    },
    clearCart(state) {
      state.cart = [];
    },
    cartRestored(_state, action: PayloadAction<ShopState>) {
      return action.payload;
    },
  },
  selectors: {
    selectCart: (state) => state.cart,
  },
});

export const { addToCart, incrementQuantity, decrementQuantity, removeFromCart, clearCart, cartRestored } =
  shopSlice.actions;
export const { selectCart } = shopSlice.selectors;

/** Item count, subtotal, PST, GST and total of the cart. */
export const selectCartTotals = createSelector([selectCart], (cart) => cartTotals(cart));

declare module '../../lib/store/rootState' {
  interface RootState {
    shop: ReturnType<typeof shopSlice.getInitialState>;
  }
}
