import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { Web3Wallet } from '@rehab/model/collections';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { walletApi } from '../api/walletApi';
import type { KeystoreRequest } from '../logic/keystoreMessages';
import type { KeystoreResult } from '../logic/keystoreClient';
import CreateWalletPage from './CreateWalletPage';
import ExportWalletPage from './ExportWalletPage';
import ImportWalletPage from './ImportWalletPage';

// The worker itself runs in the browser (the end-to-end test); here it answers as told. (A plain function, not
// vi.fn(): a mock's bookkeeping of a rejected answer would count as an unhandled rejection.)
const job = vi.hoisted(() => ({
  answer: (): Promise<KeystoreResult> => Promise.reject(new Error('no answer set')),
  requests: [] as KeystoreRequest[],
}));
vi.mock('../logic/keystoreClient', () => ({
  runKeystoreJob: (request: KeystoreRequest) => {
    job.requests.push(request);
    return job.answer();
  },
}));
const answerWith = (result: KeystoreResult) => (job.answer = () => Promise.resolve(result));
const failWith = (message: string) => (job.answer = () => Promise.reject(new Error(message)));

const ADDRESS = '0x7fD7eCe892155E58811741fEd39262B1d5689DB4';
const KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

async function storeWith(wallet: Web3Wallet | null) {
  const store = makeStore(signedInState('patient', { uid: 'demo-patient', email: 'p@demo.test' }));
  await store.dispatch(walletApi.util.upsertQueryData('wallet', 'demo-patient', wallet && ({ docId: 'demo-patient', ...wallet } as WithId<Web3Wallet>)));
  return store;
}

const storedWallet: Web3Wallet = { address: ADDRESS, data: '{"keystore":true}', email: 'p@demo.test', transactions: [] };

beforeEach(() => {
  job.requests = [];
});

describe('ExportWalletPage', () => {
  async function show() {
    renderWithProviders(<ExportWalletPage />, { store: await storeWith(storedWallet), route: `/shopCoins/exportWallet/${ADDRESS}`, path: '/shopCoins/exportWallet/:walletAddress' });
  }

  it("copies the opened key to the clipboard and says 'Privated key copied to clipboard.'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    answerWith({ type: 'decrypted', address: ADDRESS, privateKey: KEY });
    await show();
    expect(screen.getByRole('heading', { name: 'Export Private Key' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('This field is Required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'Demo1234!');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Privated key copied to clipboard.')).toBeInTheDocument();
    expect(job.requests).toEqual([{ kind: 'decrypt', keystore: storedWallet.data, password: 'Demo1234!' }]);
    expect(writeText).toHaveBeenCalledWith(KEY);
  });

  it('shows the error itself when the password is wrong', async () => {
    failWith('incorrect password');
    await show();
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByTestId('export-failed')).toHaveTextContent('incorrect password');
  });

  it('offers no export for an address that is not the wallet', async () => {
    renderWithProviders(<ExportWalletPage />, { store: await storeWith(storedWallet), route: '/shopCoins/exportWallet/0xother', path: '/shopCoins/exportWallet/:walletAddress' });
    expect(screen.getByTestId('export-not-found')).toHaveTextContent('This is not the address of your wallet.');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('CreateWalletPage and ImportWalletPage', () => {
  it("create: refuses unequal passwords with the spec's message", async () => {
    renderWithProviders(<CreateWalletPage />, { store: await storeWith(null) });
    await userEvent.type(screen.getByLabelText('Password'), 'one');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'two');
    await userEvent.click(screen.getByRole('button', { name: 'Create wallet' }));
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(job.requests).toEqual([]);
    expect(screen.queryByTestId('replace-warning')).not.toBeInTheDocument();
  });

  it('import: warns that the current wallet is replaced, and shows why a key is refused', async () => {
    failWith('invalid private key');
    renderWithProviders(<ImportWalletPage />, { store: await storeWith(storedWallet) });
    expect(screen.getByTestId('replace-warning')).toHaveTextContent('Your current wallet will be removed');
    await userEvent.click(screen.getByLabelText('Private key'));
    await userEvent.paste(KEY.slice(2));
    await userEvent.type(screen.getByLabelText('Password'), 'pass');
    await userEvent.click(screen.getByRole('button', { name: 'Import wallet' }));
    expect(await screen.findByText('invalid private key')).toBeInTheDocument();
    expect(job.requests).toEqual([{ kind: 'import', privateKey: KEY.slice(2), password: 'pass' }]);
  });
});
