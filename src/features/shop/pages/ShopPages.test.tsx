import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithId } from '../../../lib/firebase/withId';
import type { User } from '@rehab/model/collections';
import { userRecordApi } from '../../../lib/store/userRecordApi';
import { currentToasts, toast } from '../../../lib/ui/toastStore';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import ShopCoinsPage from './ShopCoinsPage';
import ShopDevicesSection from './ShopDevicesSection';
import ShopSessionsPage from './ShopSessionsPage';

const wallet = vi.hoisted(() => ({ current: null as { address: string } | null }));

// The wallet's own screens are tested in features/wallet; here only where the shop pages put them.
vi.mock('../../wallet', () => ({
  WalletSummary: () => <section aria-label="wallet summary" />,
  WalletPanel: () => <section aria-label="wallet panel" />,
  useWallet: () => ({ wallet: wallet.current }),
}));

const product = (name: string) => screen.getByRole('article', { name });

describe('ShopSessionsPage', () => {
  beforeEach(() => currentToasts().forEach((item) => toast.dismiss(item.id)));

  /** The page for demo-patient, whose record is already read (no listener starts). */
  async function show(record: Partial<User> | null) {
    const store = makeStore(signedInState('patient', { uid: 'demo-patient' }));
    await store.dispatch(userRecordApi.util.upsertQueryData('userRecord', 'demo-patient', record && ({ docId: 'demo-patient', ...record } as WithId<User>)));
    renderWithProviders(<ShopSessionsPage />, { store });
    return store;
  }

  it("shows the balance and the five session packs with the spec's prices", async () => {
    await show({ purchasedSessions: 7 });
    expect(screen.getByRole('region', { name: 'wallet summary' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Owned sessions' })).toBeInTheDocument();
    expect(screen.getByText('You have 7 sessions in balance.')).toBeInTheDocument();
    const shelf = screen.getByRole('region', { name: 'Shop sessions' });
    expect(within(shelf).getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '1 Session',
      '2 Sessions',
      '5 Sessions',
      '10 Sessions',
      '25 Sessions',
    ]);
    expect(within(shelf).getAllByTestId('product-price').map((price) => price.textContent)).toEqual(['$3.99', '$7.89', '$19.50', '$39.00', '$95.00']);
  });

  it('counts a balance that was never set as 0', async () => {
    await show({ firstName: 'Liam' });
    expect(screen.getByText('You have 0 sessions in balance.')).toBeInTheDocument();
  });

  it('adds a pack to the cart and says so', async () => {
    const store = await show({ purchasedSessions: 0 });
    await userEvent.click(within(product('2 Sessions')).getByRole('button', { name: 'Add to cart' }));
    await userEvent.click(within(product('2 Sessions')).getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().shop.cart).toEqual([{ priceId: 'price_sessions_2', name: '2 Sessions', price: 7.89, quantity: 2 }]);
    expect(currentToasts().map((item) => item.message)).toContain('2 Sessions was added to your cart.');
  });
});

describe('ShopCoinsPage', () => {
  it('shows the wallet and, once there is one, the coin packs for sale', () => {
    wallet.current = { address: '0x00000000000000000000000000000000000000aa' };
    renderWithProviders(<ShopCoinsPage />);
    expect(screen.getByRole('region', { name: 'wallet panel' })).toBeInTheDocument();
    const shelf = screen.getByRole('region', { name: 'Shop coins' });
    expect(within(shelf).getAllByTestId('product-price').map((price) => price.textContent)).toEqual(['$1.39', '$9.99', '$16.99', '$32.99', '$64.99']);
    for (const button of within(shelf).getAllByRole('button', { name: 'Add to cart' })) expect(button).toBeEnabled();
  });

  it("offers no coins without a wallet: 'Shop coins' shows only when one exists", () => {
    wallet.current = null;
    renderWithProviders(<ShopCoinsPage />);
    expect(screen.getByRole('region', { name: 'wallet panel' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Shop coins' })).not.toBeInTheDocument();
  });
});

describe('ShopDevicesSection', () => {
  it('sends the Knee Sleeve to the invoice request instead of the cart', () => {
    renderWithProviders(<ShopDevicesSection />);
    const sleeve = within(screen.getByRole('region', { name: 'Shop devices' })).getByRole('article', { name: 'Knee Sleeve' });
    expect(within(sleeve).getByText('$100.00')).toBeInTheDocument();
    expect(within(sleeve).getByRole('button', { name: 'Request invoice' })).toHaveAttribute('href', '/shopDevices/request');
    expect(within(sleeve).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
