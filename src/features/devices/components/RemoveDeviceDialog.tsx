import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/dialogs';

export interface RemoveDeviceDialogProps {
  /** the device to ask about; null hides the dialog */
  deviceId: string | null;
  onConfirm: (deviceId: string) => void;
  onCancel: () => void;
}

/** "This will remove device '{id}'" (title 'Remove Device', OK/Cancel): asked before a doctor or a patient removes a device. */
export function RemoveDeviceDialog({ deviceId, onConfirm, onCancel }: RemoveDeviceDialogProps) {
  const { t } = useTranslation('devices');
  // The question keeps its device while the dialog fades out after an answer.
  const [asked, setAsked] = useState(deviceId);
  if (deviceId !== null && deviceId !== asked) setAsked(deviceId);
  return (
    <ConfirmDialog
      show={deviceId !== null}
      title={t('removeDevice')}
      variant="danger"
      onCancel={onCancel}
      onConfirm={() => deviceId !== null && onConfirm(deviceId)}
    >
      {t('removeDeviceQuestion', { id: deviceId ?? asked ?? '' })}
    </ConfirmDialog>
  );
}
