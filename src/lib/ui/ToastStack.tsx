import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { TOAST_DURATION_MS, toast, type ToastMessage } from './toastStore';

/** The toasts on screen (see ./Toaster.tsx). */
export default function ToastStack({ toasts }: { toasts: readonly ToastMessage[] }) {
  return (
    <ToastContainer position="top-end" className="p-3 app-toaster" containerPosition="fixed">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </ToastContainer>
  );
}

function ToastItem({ item }: { item: ToastMessage }) {
  const { t } = useTranslation();
  const error = item.kind === 'error';
  const warning = item.kind === 'warning';
  return (
    <Toast
      bg={error ? 'danger' : warning ? 'warning' : 'dark'}
      onClose={() => toast.dismiss(item.id)}
      autohide
      delay={TOAST_DURATION_MS}
      role={error ? 'alert' : 'status'}
      aria-live={error ? 'assertive' : 'polite'}
    >
      <Toast.Header closeLabel={t('close')}>
        <i
          className={`bi ${error ? 'bi-exclamation-triangle-fill text-danger' : warning ? 'bi-exclamation-circle-fill text-warning' : 'bi-check-circle-fill text-success'} me-2`}
          aria-hidden
        />
        <strong className="me-auto">{item.title ?? t(error ? 'toastError' : warning ? 'toastWarning' : 'toastSuccess')}</strong>
      </Toast.Header>
      <Toast.Body className={warning ? 'text-dark' : 'text-white'}>{item.message}</Toast.Body>
    </Toast>
  );
}
