import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TAX_RATE_IDS } from '@rehab/model/shop';
import { makeStore } from '../../../test/app';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { Route, Routes } from 'react-router-dom';
import { EMPTY_PREORDER_FORM, isPendingPreorder, rememberPendingPreorder } from '../logic/pendingCheckout';
import KneeSleevePreorderPage from './KneeSleevePreorderPage';
import PreorderCancelPage from './PreorderCancelPage';

/** The pre-order checkout function and the browser's departure, seen from the test. */
const calls = vi.hoisted(() => ({ createDevicePreorderCheckoutSession: vi.fn(), goToHostedCheckout: vi.fn() }));
vi.mock('../api/preorderCheckoutCalls', () => ({ createDevicePreorderCheckoutSession: calls.createDevicePreorderCheckoutSession }));
vi.mock('../../shop', async (original) => ({ ...(await original<typeof import('../../shop')>()), goToHostedCheckout: calls.goToHostedCheckout }));

/** Filling in the form takes a few seconds on a busy machine. */
const FORM_TEST_TIMEOUT = 20_000;

function show({ emailVerified = true } = {}) {
  const store = makeStore(signedInState('customer', { uid: 'demo-customer', email: 'customer@demo.test', emailVerified }));
  renderWithProviders(<KneeSleevePreorderPage />, { store, route: '/customer/preorders/kneesleeve' });
}

const field = (label: string) => screen.getByLabelText(label);
async function put(label: string, text: string) {
  await userEvent.clear(field(label));
  await userEvent.click(field(label));
  await userEvent.paste(text);
}
const summary = (id: string) => screen.getByTestId(`preorder-summary-${id}`).textContent;
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Pre-order and pay' }));

async function fillInContactAndAddress() {
  await put('First name', 'Chloe');
  await put('Last name', 'Dubois');
  await put('Phone number', '514 555 0199');
  await put('Street address', '1200 Av. McGill College');
  await put('City', 'Montréal');
  await put('State / Province', 'QC');
  await put('Postal code', 'H3B 4G7');
  await put('Country', 'Canada');
}

describe('KneeSleevePreorderPage', () => {
  beforeEach(() => {
    localStorage.clear();
    calls.createDevicePreorderCheckoutSession.mockReset();
    calls.goToHostedCheckout.mockReset();
  });

  it('describes the package, compatibility and sizes, with the e-mail prefilled and read-only', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Pre-Order MarsWear Smart Knee Sleeves' })).toBeInTheDocument();
    for (const text of ['Two smart knee sleeves', 'A charging cable', 'A charging station', 'A carrying case']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Works with our app on iOS, iPadOS and Android.')).toBeInTheDocument();
    expect(screen.getByText('S, M, L and XL. You choose your size before the sleeves are shipped.')).toBeInTheDocument();
    expect(field('Email')).toHaveValue('customer@demo.test');
    expect(field('Email')).toHaveAttribute('readonly');
  });

  it("gives the spec's messages for missing fields and highlights the unticked terms box", async () => {
    show();
    expect(screen.getByTestId('preorder-terms')).toHaveAttribute('data-highlighted', 'true');
    await userEvent.clear(field('Quantity (sleeves)'));
    await submit();
    for (const message of [
      'Please input the quantity',
      'Please input your first name',
      'Please input your last name',
      'Please input your phone number',
      'Please input your street address',
      'Please input your city',
      'Please input your state',
      'Please input your postal code',
      'Please input your country',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByTestId('preorder-terms')).toHaveClass('border-danger');
    expect(screen.getByRole('checkbox', { name: 'I accept the pre-order terms' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the pre-order terms' }));
    expect(screen.getByTestId('preorder-terms')).toHaveAttribute('data-highlighted', 'false');
    expect(calls.createDevicePreorderCheckoutSession).not.toHaveBeenCalled();
  });

  it('asks an organization for its name and plan and at least 10 sleeves, at 279 each', async () => {
    show();
    expect(screen.queryByLabelText('Organization name')).not.toBeInTheDocument();
    expect([summary('unitPrice'), summary('subtotal'), summary('total')]).toEqual(['$299.00', '$299.00', '$334.88']);
    await userEvent.click(screen.getByRole('switch', { name: 'This is an organization order' }));
    await put('Quantity (sleeves)', '9');
    await submit();
    expect(await screen.findByText('An organization order is at least 10 sleeves')).toBeInTheDocument();
    expect(screen.getByText('Please input the organization name')).toBeInTheDocument();
    expect(screen.getByText('Please describe how you plan to use our product within your organization')).toBeInTheDocument();

    await put('Quantity (sleeves)', '12');
    expect([summary('unitPrice'), summary('quantity'), summary('subtotal'), summary('pst'), summary('gst'), summary('total')]).toEqual([
      '$279.00',
      '12',
      '$3,348.00',
      '$234.36',
      '$167.40',
      '$3,749.76',
    ]);
    expect(screen.queryByText('An organization order is at least 10 sleeves')).not.toBeInTheDocument();
  }, FORM_TEST_TIMEOUT);

  it('grows the plan text area from 2 to 4 rows', async () => {
    show();
    await userEvent.click(screen.getByRole('switch', { name: 'This is an organization order' }));
    const plan = field('How do you plan to use our product within your organization?') as HTMLTextAreaElement;
    expect(plan.rows).toBe(2);
    await userEvent.click(plan);
    await userEvent.paste('Rehabilitation\nafter surgery\nfor athletes');
    expect(plan.rows).toBe(3);
    await userEvent.paste('\n1\n2\n3');
    expect(plan.rows).toBe(4);
  });

  it('sends the form to the pre-order checkout and goes to the payment page', async () => {
    calls.createDevicePreorderCheckoutSession.mockResolvedValue({ url: 'http://127.0.0.1:12111/c/pay/cs_pre', sessionId: 'cs_pre', preorderId: 'KSP-ABC' });
    show();
    await fillInContactAndAddress();
    await userEvent.click(screen.getByRole('switch', { name: 'This is an organization order' }));
    await put('Quantity (sleeves)', '12');
    await put('Organization name', 'Clinique Physio Plateau');
    await put('How do you plan to use our product within your organization?', 'Post-surgery rehabilitation');
    await userEvent.click(within(screen.getByRole('group', { name: 'How did you hear about us?' })).getByRole('checkbox', { name: 'Google' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the pre-order terms' }));
    await submit();

    await vi.waitFor(() => expect(calls.goToHostedCheckout).toHaveBeenCalledWith('http://127.0.0.1:12111/c/pay/cs_pre'));
    const [request] = calls.createDevicePreorderCheckoutSession.mock.calls[0];
    expect(request).toMatchObject({
      uid: 'demo-customer',
      attemptId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      lineItems: [{ price: 'price_knee_sleeve_preorder_organization', quantity: 12, tax_rates: [...TAX_RATE_IDS] }],
      metadata: {
        email: 'customer@demo.test',
        firstName: 'Chloe',
        quantity: 12,
        isOrganizationOrder: true,
        organizationName: 'Clinique Physio Plateau',
        howDidYouHearAboutUs: ['Google'],
        terms: true,
        productType: 'Preorder',
        subtotal: '$ 3348.00',
        pst: '$ 234.36',
        gst: '$ 167.40',
        total: '$ 3749.76',
      },
    });
    // The pre-order's page waits for this one when the checkout comes back.
    expect(isPendingPreorder('KSP-ABC')).toBe(true);
  }, FORM_TEST_TIMEOUT);

  it('says why the checkout could not start, and lets the customer try again', async () => {
    calls.createDevicePreorderCheckoutSession.mockRejectedValueOnce(new Error('Verify your e-mail address before pre-ordering.'));
    show();
    await fillInContactAndAddress();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the pre-order terms' }));
    await submit();
    expect(await screen.findByText('Verify your e-mail address before pre-ordering.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pre-order and pay' })).toBeEnabled();
    expect(calls.goToHostedCheckout).not.toHaveBeenCalled();
  }, FORM_TEST_TIMEOUT);

  it('comes back from an unpaid checkout through the cancel page with the alert and the form as it was sent', async () => {
    rememberPendingPreorder('KSP-ABC', 'demo-customer', {
      ...EMPTY_PREORDER_FORM,
      firstName: 'Chloe',
      city: 'Montréal',
      quantity: 12,
      isOrganizationOrder: true,
      organizationName: 'Clinique Physio Plateau',
      howDidYouHearAboutUs: ['Google'],
      terms: true,
    });
    const store = makeStore(signedInState('customer', { uid: 'demo-customer', email: 'customer@demo.test', emailVerified: true }));
    renderWithProviders(
      <Routes>
        <Route path="/customer/preorders/cancel" element={<PreorderCancelPage />} />
        <Route path="/customer/preorders/kneesleeve" element={<KneeSleevePreorderPage />} />
      </Routes>,
      { store, route: '/customer/preorders/cancel' },
    );
    expect(await screen.findByText('Incomplete payment. Please try again.')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Chloe');
    expect(field('City')).toHaveValue('Montréal');
    expect(field('Quantity (sleeves)')).toHaveValue(12);
    expect(field('Organization name')).toHaveValue('Clinique Physio Plateau');
    expect(screen.getByRole('checkbox', { name: 'Google' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I accept the pre-order terms' })).toBeChecked();
    expect(field('Email')).toHaveValue('customer@demo.test');
    expect(summary('total')).toBe('$3,749.76');
  }, FORM_TEST_TIMEOUT);

  it("does not fill the form in with another account's unpaid checkout", () => {
    rememberPendingPreorder('KSP-ABC', 'someone-else', { ...EMPTY_PREORDER_FORM, firstName: 'Other' });
    show();
    expect(field('First name')).toHaveValue('');
    expect(screen.queryByText('Incomplete payment. Please try again.')).not.toBeInTheDocument();
  }, FORM_TEST_TIMEOUT);

  it('asks an account with an unverified e-mail to verify it first', () => {
    show({ emailVerified: false });
    expect(screen.getByText(/Verify your e-mail address to see the pre-orders made with it/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pre-order and pay' })).toBeDisabled();
  });
});
