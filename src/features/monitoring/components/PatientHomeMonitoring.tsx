import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE, dayKey, daysBetween } from '@rehab/model/monitoring';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useWorkoutScheduleQuery } from '../../plans';
import { usePatientMonitoringQuery } from '../api/monitoringApi';
import { adherenceTotal, weeklyAdherence } from '../logic/adherence';
import { MOST_DAYS_MIN } from '@rehab/model/rtmCodes';
import { progressOf } from '../logic/rows';

/** Weeks the patient's own adherence sentence looks back. */
const HOME_WEEKS = 4;

/** The patient's own data days and adherence, in plain words (no billing codes). */
export function PatientHomeMonitoring({ patientUid }: { patientUid: string }) {
  const { t } = useTranslation('monitoring');
  const [now] = useState(() => new Date());
  const monitoring = usePatientMonitoringQuery(patientUid);
  const schedule = useWorkoutScheduleQuery(patientUid);
  const record = monitoring.currentData;
  if (record === undefined && !monitoring.isError) return <HomeMonitoringPlaceholder title={t('home.title')} />;

  const progress = progressOf(record, now);
  const today = dayKey(now, record?.timeZone || DEFAULT_TIME_ZONE);
  const adherence = adherenceTotal(weeklyAdherence(schedule.currentData ?? null, record?.days ?? {}, today, HOME_WEEKS));
  const needed = progress ? Math.max(0, MOST_DAYS_MIN - progress.dataDays.length) : 0;
  const error = queryErrorMessage(monitoring.error) ?? queryErrorMessage(schedule.error);

  return (
    <Card className="mt-3" data-testid="home-monitoring">
      <Card.Body>
        <h2 className="h5">{t('home.title')}</h2>
        {error ? (
          <p className="text-danger mb-0">{error}</p>
        ) : !progress ? (
          <p className="mb-0">{t('home.notStarted')}</p>
        ) : (
          <>
            <p className="mb-1">{t('home.dataDays', { count: progress.dataDays.length, day: daysBetween(progress.period.start, today) + 1 })}</p>
            <p className="mb-1">
              {needed === 0
                ? t('home.goalReached')
                : needed > progress.daysStillOpen
                  ? t('home.goalMissed')
                  : t('home.goalAhead', { count: needed, left: progress.daysLeft })}
            </p>
            {progress.daysSinceData !== null && (
              <p className="mb-1">{progress.daysSinceData === 0 ? t('home.sessionToday') : t('home.lastSession', { count: progress.daysSinceData })}</p>
            )}
            <p className="mb-0">
              {adherence.scheduled > 0 ? t('home.adherence', { done: adherence.doneOfScheduled, scheduled: adherence.scheduled }) : t('home.noScheduled')}
            </p>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

/** Lines the card's sentences take on a phone (one or two each): reserved while they load, so that nothing below jumps. */
const PLACEHOLDER_LINES = ['col-10', 'col-12', 'col-8', 'col-11', 'col-12', 'col-6'];

/** The card, its sentences still loading: its title and grey lines of about their size. */
function HomeMonitoringPlaceholder({ title }: { title: string }) {
  return (
    <Card className="mt-3">
      <Card.Body>
        <h2 className="h5">{title}</h2>
        <p className="placeholder-glow mb-0" aria-hidden>
          {PLACEHOLDER_LINES.map((width, index) => (
            <span key={index} className={`placeholder d-block mb-2 ${width}`} />
          ))}
        </p>
      </Card.Body>
    </Card>
  );
}
