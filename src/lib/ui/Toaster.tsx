import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { currentToasts, subscribeToToasts } from './toastStore';

// The toasts' code (React-Bootstrap's Toast) loads with the first toast, not with the first page.
const ToastStack = lazy(() => import('./ToastStack'));

/** Shows the toasts of `toast.success` / `toast.warning` / `toast.error`; mounted once by the app. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts);
  // Once a toast has shown, the stack stays mounted so that the next ones show at once.
  const [used, setUsed] = useState(toasts.length > 0);
  if (toasts.length > 0 && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} />
    </Suspense>
  );
}
