import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callable } from '../../../lib/firebase/callables';
import { saveFile } from '../../../lib/saveFile';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { downloadRecordFile } from '../api/recordFile';
import { ExportRecordButton } from './ExportRecordButton';

const exportCall = vi.fn();
vi.mock('../../../lib/firebase/callables', () => ({ callable: vi.fn(() => exportCall) }));
vi.mock('../api/recordFile', () => ({ downloadRecordFile: vi.fn() }));
vi.mock('../../../lib/saveFile', () => ({ saveFile: vi.fn() }));

beforeEach(() => vi.clearAllMocks());

describe('ExportRecordButton', () => {
  it("exports the patient's record, shows progress, then saves record-<name>-<date>.fhir.json", async () => {
    let finishBuild: (value: { data: { path: string } }) => void = () => undefined;
    exportCall.mockReturnValue(new Promise((resolve) => (finishBuild = resolve)));
    const blob = new Blob(['{}']);
    vi.mocked(downloadRecordFile).mockResolvedValue(blob);
    renderWithProviders(<ExportRecordButton patientId="liam" patientName="Liam Carter" audience="patient" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(callable).toHaveBeenCalledWith('exportPatientRecord');
    expect(exportCall).toHaveBeenCalledWith({ patientId: 'liam', format: 'fhir' });
    expect(await screen.findByRole('status')).toHaveTextContent('Preparing the file');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    finishBuild({ data: { path: 'recordExports/liam/x.fhir.json' } });
    expect(await screen.findByText(/^record-liam-carter-\d{4}-\d{2}-\d{2}\.fhir\.json$/)).toBeInTheDocument();
    expect(downloadRecordFile).toHaveBeenCalledWith('recordExports/liam/x.fhir.json');
    expect(saveFile).toHaveBeenCalledWith(blob, expect.stringMatching(/^record-liam-carter-/));
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it("names the doctor's button 'Export record (FHIR)' and shows a refusal as an error", async () => {
    exportCall.mockRejectedValue(new Error('You may not export this record.'));
    renderWithProviders(<ExportRecordButton patientId="liam" patientName="Liam Carter" audience="doctor" />);
    await userEvent.click(screen.getByRole('button', { name: 'Export record (FHIR)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The record could not be exported: You may not export this record.');
    expect(saveFile).not.toHaveBeenCalled();
  });
});
