import { readStored, writeStored } from '../../lib/storage';
import { cartRestored, type CartLine, type ShopState } from './shopSlice';

/** Where one user's cart is kept in localStorage. */
export function cartStorageKey(uid: string): string {
  return `rehab.cart.${uid}`;
}

function isCartLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line?.priceId === 'string' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) > 0
  );
}

/** The stored cart of one user; anything unreadable counts as an empty cart. */
export function loadCart(uid: string): CartLine[] {
  const stored = readStored<unknown>(cartStorageKey(uid), []);
  return Array.isArray(stored) ? stored.filter(isCartLine) : [];
}

interface StoreWithShop<S> {
  getState(): S;
  dispatch(action: ReturnType<typeof cartRestored>): unknown;
  subscribe(listener: () => void): () => void;
}

/**
 * Keeps each signed-in user's cart in localStorage: loads it when the owner
 * changes (sign-in, switch of account, sign-out) and saves every change.
 * Returns the unsubscribe.
 */
export function keepCartPerUser<S extends { shop: ShopState }>(
  store: StoreWithShop<S>,
  selectOwner: (state: S) => string | null,
): () => void {
  let savedCart = store.getState().shop.cart;
  const sync = () => {
    const state = store.getState();
    const owner = selectOwner(state);
    if (owner !== state.shop.ownerUid) {
      const cart = owner ? loadCart(owner) : [];
      savedCart = cart;
      store.dispatch(cartRestored({ ownerUid: owner, cart }));
      return;
    }
    if (owner && state.shop.cart !== savedCart) {
      savedCart = state.shop.cart;
      writeStored(cartStorageKey(owner), savedCart);
    }
  };
  sync();
  return store.subscribe(sync);
}
