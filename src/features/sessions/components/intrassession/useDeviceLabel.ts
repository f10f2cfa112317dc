import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceInfo } from '../../api/sessionsFirestore';

/** "Left · GLV-1001": how a device is named in legends and chart titles. */
export function useDeviceLabel(): (device: DeviceInfo) => string {
  const { t } = useTranslation('sessions');
  return useCallback((device) => t('sideDevice', { side: t(`side.${device.side}`), id: device.id }), [t]);
}
