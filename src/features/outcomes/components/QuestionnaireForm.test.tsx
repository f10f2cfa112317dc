import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { canonicalOf } from '@rehab/model/outcomes/questionnaires';
import { itemsOutOfScale } from '@rehab/model/outcomes/scales';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { saveResponse } from '../api/outcomesRecords';
import { QuestionnaireForm } from './QuestionnaireForm';

vi.mock('../api/outcomesRecords', () => ({ saveResponse: vi.fn() }));

const assignment = (instrument: 'lefs' | 'psfs') => ({
  id: 'a1',
  patientId: 'p1',
  doctorId: 'd1',
  instrument,
  questionnaire: canonicalOf(instrument),
  schedule: 'weekly' as const,
  startDay: '2026-03-10',
  active: true,
  createdAt: 0,
});

describe('QuestionnaireForm', () => {
  it('LEFS: saves part-way, and hands in only with the 20 items answered', async () => {
    vi.mocked(saveResponse).mockResolvedValue();
    const onDone = vi.fn();
    renderWithProviders(<QuestionnaireForm patientUid="p1" assignment={assignment('lefs')} occurrenceDay="2026-03-17" draft={null} namedActivities={[]} onDone={onDone} />);
    expect(screen.queryByTestId('english-only')).not.toBeInTheDocument();
    const first = screen.getByRole('group', { name: /Any of your usual work, housework or school activities/ });
    await userEvent.click(within(first).getByRole('radio', { name: '2 – Moderate difficulty' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer every activity');
    expect(saveResponse).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save and finish later' }));
    expect(saveResponse).toHaveBeenCalledWith(expect.objectContaining({ status: 'in-progress', draft: null, item: [expect.objectContaining({ linkId: 'lefs-1' })] }));
    expect(onDone).toHaveBeenCalledWith('in-progress');
  });

  it('PSFS: rates the activities named before, without naming them again', async () => {
    vi.mocked(saveResponse).mockResolvedValue();
    renderWithProviders(
      <QuestionnaireForm patientUid="p1" assignment={assignment('psfs')} occurrenceDay="2026-03-17" draft={null} namedActivities={['Climbing stairs', 'Kneeling']} onDone={vi.fn()} />,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('group', { name: 'Climbing stairs' })).getByRole('radio', { name: '6' }));
    await userEvent.click(within(screen.getByRole('group', { name: 'Kneeling' })).getByRole('radio', { name: '3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(saveResponse).toHaveBeenCalledWith(
      expect.objectContaining({
        status: 'completed',
        item: [
          { linkId: 'activity-1', answer: [{ valueString: 'Climbing stairs' }] },
          { linkId: 'rating-1', answer: [{ valueInteger: 6 }] },
          { linkId: 'activity-2', answer: [{ valueString: 'Kneeling' }] },
          { linkId: 'rating-2', answer: [{ valueInteger: 3 }] },
        ],
      }),
    );
  });

  it('offers only the answers each item takes (LEFS 0–4, PSFS 0–10), so what it saves is within the scales the rules check', async () => {
    vi.mocked(saveResponse).mockClear().mockResolvedValue();
    const { unmount } = renderWithProviders(<QuestionnaireForm patientUid="p1" assignment={assignment('lefs')} occurrenceDay="2026-03-17" draft={null} namedActivities={[]} onDone={vi.fn()} />);
    for (let n = 1; n <= 20; n += 1) {
      const radios = within(screen.getByTestId(`item-lefs-${n}`)).getAllByRole('radio');
      expect(radios.map((radio) => radio.closest('div')!.textContent!.split(' – ')[0])).toEqual(['0', '1', '2', '3', '4']);
      await userEvent.click(radios[n % 5]);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const lefs = vi.mocked(saveResponse).mock.calls[0][0];
    expect(lefs.item).toHaveLength(20);
    expect(itemsOutOfScale('lefs', lefs.item)).toEqual([]);
    unmount();

    renderWithProviders(<QuestionnaireForm patientUid="p1" assignment={assignment('psfs')} occurrenceDay="2026-03-17" draft={null} namedActivities={['Climbing stairs']} onDone={vi.fn()} />);
    const ratings = within(screen.getByRole('group', { name: 'Climbing stairs' })).getAllByRole('radio');
    expect(ratings.map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await userEvent.click(ratings[10]);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(itemsOutOfScale('psfs', vi.mocked(saveResponse).mock.calls[1][0].item)).toEqual([]);
  });
});
