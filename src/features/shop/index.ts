/** What other features use of the shop area: the cart preview of the top bar, and emptying the cart after a paid checkout. */
export { CartPreview } from './components/CartPreview';
export { clearCart } from './shopSlice';
