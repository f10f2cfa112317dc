import { afterEach, describe, expect, it } from 'vitest';
import { currentToasts, MAX_TOASTS, subscribeToToasts, toast } from './toastStore';

afterEach(() => currentToasts().forEach((item) => toast.dismiss(item.id)));

describe('toast', () => {
  it('shows success and error toasts and tells subscribers', () => {
    let notified = 0;
    const stop = subscribeToToasts(() => notified++);
    toast.success('Saved');
    toast.error('Failed', 'Upload');
    expect(currentToasts().map(({ kind, message, title }) => ({ kind, message, title }))).toEqual([
      { kind: 'success', message: 'Saved', title: undefined },
      { kind: 'error', message: 'Failed', title: 'Upload' },
    ]);
    expect(notified).toBe(2);
    stop();
  });

  it('keeps at most five, dropping the oldest', () => {
    for (let i = 1; i <= 7; i++) toast.success(`message ${i}`);
    expect(currentToasts().map((item) => item.message)).toEqual(['message 3', 'message 4', 'message 5', 'message 6', 'message 7']);
    expect(currentToasts()).toHaveLength(MAX_TOASTS);
  });

  it('shows warnings', () => {
    toast.warning('Plan removed', 'Removed');
    expect(currentToasts().map(({ kind, message, title }) => ({ kind, message, title }))).toEqual([{ kind: 'warning', message: 'Plan removed', title: 'Removed' }]);
  });

  it('dismisses one toast', () => {
    const id = toast.error('gone soon');
    toast.dismiss(id);
    expect(currentToasts()).toEqual([]);
  });
});
