import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { coinUnits } from '@rehab/model/chain/coinToken';
import type { WithId } from '../../../lib/firebase/withId';
import type { Web3Wallet } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { walletApi } from '../api/walletApi';
import { WalletPanel } from './WalletPanel';
import { WalletSummary } from './WalletSummary';

const ADDRESS = '0x7fD7eCe892155E58811741fEd39262B1d5689DB4';
const history = Array.from({ length: 7 }, (_, day) => ({
  name: `Entry ${day + 1}`,
  timestamp: fakeTimestamp(Date.UTC(2030, 2, day + 1, 15)),
  type: day === 3 ? ('out' as const) : ('in' as const),
  value: String(day + 1),
}));

/** The page for demo-patient, with the wallet (or none) and its balance already in the cache. */
async function show(ui: React.ReactElement, wallet: Web3Wallet | null, balance = coinUnits('12.5')) {
  const store = makeStore(signedInState('patient', { uid: 'demo-patient' }));
  await store.dispatch(walletApi.util.upsertQueryData('wallet', 'demo-patient', wallet && ({ docId: 'demo-patient', ...wallet } as WithId<Web3Wallet>)));
  if (wallet) {
    await store.dispatch(walletApi.util.upsertQueryData('coinBalance', { address: wallet.address, historyLength: wallet.transactions.length }, balance.toString()));
  }
  renderWithProviders(ui, { store });
}

const wallet = (transactions = history): Web3Wallet => ({ address: ADDRESS, data: '{}', email: 'p@demo.test', transactions });

describe('WalletPanel (shop coins)', () => {
  it("offers the wallet's setup when there is none", async () => {
    await show(<WalletPanel />, null);
    expect(screen.getByRole('heading', { name: 'No Web3 Wallet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a new wallet' })).toHaveAttribute('href', '/shopCoins/createWallet');
    expect(screen.getByRole('button', { name: 'Import an existing wallet' })).toHaveAttribute('href', '/shopCoins/importWallet');
  });

  it("shows the 'Web3 Wallet' card and 'Transaction History', newest first, 3 a page or 5, 10, All", async () => {
    await show(<WalletPanel />, wallet());
    const card = screen.getByRole('region', { name: 'Web3 Wallet' });
    expect(within(card).getByTestId('wallet-address')).toHaveTextContent(ADDRESS);
    expect(within(card).getByTestId('coin-balance')).toHaveTextContent('12.5 TX');
    expect(within(card).getByRole('button', { name: 'Export wallet' })).toHaveAttribute('href', `/shopCoins/exportWallet/${ADDRESS}`);
    expect(within(card).getByRole('button', { name: 'Import wallet' })).toHaveAttribute('href', '/shopCoins/importWallet');

    const table = screen.getByRole('table', { name: 'Transaction History' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Type', 'Description', 'Amount']);
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows().map((row) => within(row).getAllByRole('cell')[2].textContent)).toEqual(['Entry 7', 'Entry 6', 'Entry 5']);
    expect(rows()[0]).toHaveTextContent('March 7, 2030');
    expect(screen.getByText('Showing 1 to 3 of 7')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(rows()[0]).toHaveTextContent('Entry 4');
    expect(rows()[0]).toHaveTextContent('Out');
    expect(rows()[0]).toHaveTextContent('−4 TX');
    expect(screen.getByText('Showing 4 to 6 of 7')).toBeInTheDocument();

    const size = screen.getByRole('combobox', { name: 'Transactions per page' });
    expect(within(size).getAllByRole('option').map((option) => option.textContent)).toEqual(['3', '5', '10', 'All']);
    await userEvent.selectOptions(size, 'All');
    expect(rows()).toHaveLength(7);
    expect(screen.getByText('Showing 1 to 7 of 7')).toBeInTheDocument();
  });

  it("says 'No transaction history.' for an empty history", async () => {
    await show(<WalletPanel />, wallet([]), 0n);
    expect(screen.getByText('No transaction history.')).toBeInTheDocument();
    expect(screen.getByTestId('coin-balance')).toHaveTextContent('0 TX');
  });
});

describe('WalletSummary (shop sessions)', () => {
  it("shows the balance 'N TX' and the transactions 5 a page", async () => {
    await show(<WalletSummary />, wallet());
    expect(screen.getByTestId('coin-balance')).toHaveTextContent('12.5 TX');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Showing 1 to 5 of 7')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it("shows 'No Web3 Wallet' without one", async () => {
    await show(<WalletSummary />, null);
    expect(screen.getByRole('heading', { name: 'No Web3 Wallet' })).toBeInTheDocument();
  });
});
