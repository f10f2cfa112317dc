import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { VisitRoom, type VisitRoomProps } from './VisitRoom';

function fakeTrack(kind: 'audio' | 'video') {
  return { kind, enabled: true, stop: vi.fn(), getSettings: () => ({ deviceId: `${kind}-1` }) };
}

function fakeStream() {
  const tracks = [fakeTrack('audio'), fakeTrack('video')];
  return {
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  } as unknown as MediaStream;
}

const DEVICES = [
  { kind: 'videoinput', deviceId: 'video-1', label: 'Front camera' },
  { kind: 'videoinput', deviceId: 'video-2', label: 'Back camera' },
  { kind: 'audioinput', deviceId: 'audio-1', label: 'Built-in microphone' },
] as MediaDeviceInfo[];

const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();

beforeEach(() => {
  getUserMedia.mockReset();
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia, enumerateDevices: () => Promise.resolve(DEVICES) },
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

function renderRoom(props: Partial<VisitRoomProps> = {}) {
  renderWithProviders(
    <VisitRoom
      appointmentId="appt-1"
      appointmentMillis={Date.now()}
      phase="open"
      role="patient"
      myUid="p1"
      otherUid="d1"
      otherName="Dr Reyes"
      panel={null}
      done={<a href="/patient-home">Back</a>}
      {...props}
    />,
  );
}

describe('the pre-join check', () => {
  it('says how to allow the camera and microphone when the browser refuses them, and asks again', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'));
    renderRoom();
    expect(await screen.findByRole('heading', { name: 'The browser refused the camera and microphone' })).toBeInTheDocument();
    expect(screen.getByText(/set Camera and Microphone to Allow/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();

    getUserMedia.mockResolvedValueOnce(fakeStream());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.queryByTestId('media-problem')).not.toBeInTheDocument();
  });

  it('tells a missing camera from a refusal', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('none', 'NotFoundError'));
    renderRoom();
    expect(await screen.findByRole('heading', { name: 'No camera or microphone was found' })).toBeInTheDocument();
  });

  it('previews the camera, offers the devices and joining with the camera off', async () => {
    getUserMedia.mockResolvedValue(fakeStream());
    renderRoom();
    expect(screen.getByRole('heading', { level: 1, name: 'Video visit with Dr Reyes' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Check your camera and microphone' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Back camera' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Built-in microphone' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Camera'), 'video-2');
    expect(getUserMedia).toHaveBeenLastCalledWith(expect.objectContaining({ video: { deviceId: { exact: 'video-2' } } }));

    await userEvent.click(screen.getByLabelText('Join with my camera off'));
    expect(screen.getByText('Your camera is off')).toBeInTheDocument();
  });

  it('has nothing to join once the window closed', () => {
    getUserMedia.mockResolvedValue(fakeStream());
    renderRoom({ phase: 'closed' });
    expect(screen.getByText('The time of this visit is over.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });
});
