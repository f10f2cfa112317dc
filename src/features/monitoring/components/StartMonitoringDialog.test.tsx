import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RtmConsent } from '@rehab/model/planOfCare';
import { RTM_CONSENT_TEXT_VERSION } from '@rehab/model/planOfCare';
import type { WithId } from '../../../lib/firebase/withId';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { fakeTimestamp } from '../../../test/timestamps';
import { useRtmConsentQuery } from '../../rtmConsent';
import { StartMonitoringDialog } from './StartMonitoringDialog';

vi.mock('../../rtmConsent', async (original) => ({ ...(await original<object>()), useRtmConsentQuery: vi.fn() }));
vi.mock('../api/monitoringApi', () => ({
  useStartMonitoringMutation: () => [vi.fn(), { isLoading: false }],
  useEpisodeStarterQuery: () => ({ isLoading: false }),
}));

/** What the live read of the patient's consent gives, fixed for the test. */
function serverHas(consent: WithId<RtmConsent> | null) {
  vi.mocked(useRtmConsentQuery).mockReturnValue({ currentData: consent } as unknown as ReturnType<typeof useRtmConsentQuery>);
}

const dialog = (periodStart?: string) =>
  renderWithProviders(
    <StartMonitoringDialog show onClose={() => {}} doctorUid="doc" patientUid="pat" patientName="Liam Carter" timeZone="UTC" periodStart={periodStart} startedBy={periodStart && 'doc'} />,
  );

describe('StartMonitoringDialog and the RTM consent', () => {
  beforeEach(() => vi.clearAllMocks());

  it('refuses to start before the patient consented, and says what to ask of him', async () => {
    serverHas(null);
    dialog();
    expect(await screen.findByTestId('rtm-consent-missing')).toHaveTextContent('Liam Carter has not agreed to remote monitoring yet.');
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
  });

  it('starts once he consented, and says since when', async () => {
    serverHas({ docId: `pat_${RTM_CONSENT_TEXT_VERSION}`, patientId: 'pat', textVersion: RTM_CONSENT_TEXT_VERSION, language: 'en', at: fakeTimestamp('2030-03-02T10:00:00Z') });
    dialog();
    expect(await screen.findByTestId('rtm-consent-on-record')).toHaveTextContent('Liam Carter agreed to remote monitoring on');
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('moves an open episode without asking again', () => {
    dialog('2030-03-01');
    expect(useRtmConsentQuery).toHaveBeenCalledWith('pat', { skip: true });
    expect(screen.queryByTestId('rtm-consent-missing')).not.toBeInTheDocument();
  });
});
