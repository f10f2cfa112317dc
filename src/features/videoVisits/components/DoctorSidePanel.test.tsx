import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { DoctorSidePanel } from './DoctorSidePanel';

vi.mock('../../sessions', () => ({ PatientSessionCharts: () => <p>Session charts</p> }));
vi.mock('../../monitoring', () => ({ PatientMonitoringPanel: () => <p>Monitoring summary</p> }));

describe("the doctor's side panel", () => {
  it('names the patient in a visible heading, which names the panel too', async () => {
    renderWithProviders(<DoctorSidePanel patientUid="p1" patientName="Liam Carter" deviceIds={[]} doctorUid="d1" headingId="panel-heading" />);
    const heading = screen.getByRole('heading', { level: 2, name: "Liam Carter's data" });
    expect(heading).toBeVisible();
    expect(heading).not.toHaveClass('visually-hidden');
    expect(screen.getByRole('region', { name: "Liam Carter's data" })).toContainElement(heading);
    expect(await screen.findByText('Session charts')).toBeInTheDocument();
  });
});
