/**
 * The app's toasts: success (dark), warning (yellow) and error (red), shown 5 seconds, at most
 * five at a time (the oldest goes first). Callable from anywhere, e.g.
 * `toast.error(message)`; `<Toaster />` (mounted once by the app) shows them.
 */
export type ToastKind = 'success' | 'warning' | 'error';

export interface ToastMessage {
  id: number;
  kind: ToastKind;
  message: string;
  title?: string;
}

export const TOAST_DURATION_MS = 5000;
export const MAX_TOASTS = 5;

type Listener = () => void;

let toasts: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly ToastMessage[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function show(kind: ToastKind, message: string, title?: string): number {
  const id = nextId++;
  publish([...toasts, { id, kind, message, title }].slice(-MAX_TOASTS));
  return id;
}

export const toast = {
  success: (message: string, title?: string) => show('success', message, title),
  warning: (message: string, title?: string) => show('warning', message, title),
  error: (message: string, title?: string) => show('error', message, title),
  dismiss: (id: number) => publish(toasts.filter((t) => t.id !== id)),
};

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly ToastMessage[] {
  return toasts;
}
