import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { WorkItem } from '@rehab/model/rtmWorklist';

/** What is still needed for a patient (the worklist): a real-time contact, data days, minutes to the next codes. */
export function WorkCell({ work }: { work: WorkItem }) {
  const { t } = useTranslation('monitoring');
  const { device, minutes, contactNeeded } = work;
  return (
    <ul className="list-unstyled small mb-0">
      {contactNeeded && (
        <li>
          <Badge bg="warning" text="dark" data-testid="contact-needed">
            {t('worklist.contactNeeded')}
          </Badge>
        </li>
      )}
      {device && (
        <li className={device.reachable ? undefined : 'text-danger-emphasis'}>
          {t(device.reachable ? 'worklist.days' : 'worklist.daysUnreachable', { count: device.days, code: device.code, left: device.daysLeft })}
        </li>
      )}
      <li>{t('worklist.minutes', { count: minutes.minutes, codes: minutes.codes })}</li>
    </ul>
  );
}
