/**
 * What the shop pages use of the wallet: the shop sessions page's balance and
 * transactions (or the setup prompt), the shop coins page's wallet card and
 * history, and whether the patient has a wallet ('Shop coins' shows only then).
 */
export { WalletSummary } from './components/WalletSummary';
export { WalletPanel } from './components/WalletPanel';
export { useWallet } from './hooks/useWallet';
