import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RtmConsent } from '@rehab/model/planOfCare';
import { RTM_CONSENT_TEXT_VERSION } from '@rehab/model/planOfCare';
import type { WithId } from '../../../lib/firebase/withId';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { signedInState } from '../../../test/signedIn';
import { fakeTimestamp } from '../../../test/timestamps';
import { giveConsent, subscribeCurrentConsent } from '../api/rtmConsentRecords';
import RtmConsentPage from './RtmConsentPage';

vi.mock('../api/rtmConsentRecords', () => ({
  subscribeCurrentConsent: vi.fn(),
  giveConsent: vi.fn(() => Promise.resolve()),
}));

const CONSENT: WithId<RtmConsent> = {
  docId: `pat_${RTM_CONSENT_TEXT_VERSION}`,
  patientId: 'pat',
  textVersion: RTM_CONSENT_TEXT_VERSION,
  language: 'fr',
  at: fakeTimestamp('2030-03-02T10:00:00Z'),
};

/** What the live read of his consent gives, fixed for the test. */
function serverHas(consent: WithId<RtmConsent> | null) {
  vi.mocked(subscribeCurrentConsent).mockReturnValue((next) => {
    next(consent);
    return () => {};
  });
}

const renderPage = (language = 'en') => renderWithProviders(<RtmConsentPage />, { preloadedState: signedInState('patient', { uid: 'pat' }), language });

describe('RtmConsentPage', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows what is monitored, the possible cost share and how to stop, and records his agreement in his language', async () => {
    serverHas(null);
    renderPage('fr');
    expect(await screen.findByRole('heading', { name: 'Consentement à la surveillance à distance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ce qui est suivi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ce que cela peut vous coûter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comment arrêter' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'J’accepte' }));
    expect(giveConsent).toHaveBeenCalledWith('pat', 'fr');
  });

  it('says when he agreed, and offers no second agreement', async () => {
    serverHas(CONSENT);
    renderPage();
    expect(await screen.findByTestId('rtm-consent-given')).toHaveTextContent('You agreed to remote monitoring on');
    expect(screen.queryByRole('button', { name: 'I agree' })).not.toBeInTheDocument();
  });

  it('keeps the page and says why when the agreement is not saved', async () => {
    serverHas(null);
    vi.mocked(giveConsent).mockRejectedValueOnce(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'I agree' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I agree' })).toBeEnabled();
  });
});
