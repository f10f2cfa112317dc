import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Appointment, TimestampLike } from '@rehab/model/collections';
import type { WithId } from '../../../lib/firebase/withId';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { VideoVisitsNow } from './VideoVisitsNow';

const MINUTE = 60_000;
const at = (millis: number): TimestampLike => ({ seconds: millis / 1000, nanoseconds: 0, toDate: () => new Date(millis), toMillis: () => millis });
const appointment = (docId: string, minutesFromNow: number, isOnline = true): WithId<Appointment> => ({
  docId,
  isOnline,
  doctorID: 'd1',
  userID: 'p1',
  datetime: at(Date.now() + minutesFromNow * MINUTE),
  location: isOnline ? 'https://meet.example.com/abc-defg-hij' : '1280 Burrard St',
  inCare: true,
});

describe('the video visits to join now', () => {
  it('offers the doctor to start the online appointments within their window, with the video link beside', () => {
    renderWithProviders(
      <VideoVisitsNow appointments={[appointment('soon', 10), appointment('later', 20), appointment('past', -70), appointment('here', 0, false)]} role="doctor" nameOf={() => 'Liam Carter'} />,
    );
    const start = screen.getByRole('button', { name: 'Start video visit' });
    expect(start).toHaveAttribute('href', '/visit/soon');
    expect(screen.getAllByRole('button', { name: 'Start video visit' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Or use the video link' })).toHaveAttribute('href', 'https://meet.example.com/abc-defg-hij');
    expect(screen.getByText(/^Liam Carter at /)).toBeInTheDocument();
  });

  it('offers the patient to join', () => {
    renderWithProviders(<VideoVisitsNow appointments={[appointment('now', -30)]} role="patient" nameOf={() => 'Dr Reyes'} />);
    expect(screen.getByRole('button', { name: 'Join video visit' })).toHaveAttribute('href', '/visit/now');
  });

  it('shows nothing outside the windows', () => {
    renderWithProviders(<VideoVisitsNow appointments={[appointment('tomorrow', 24 * 60), appointment('inPerson', 0, false)]} role="patient" nameOf={() => 'Dr Reyes'} />);
    expect(screen.queryByTestId('video-visits-now')).not.toBeInTheDocument();
  });
});
