import Card from 'react-bootstrap/Card';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { QUESTIONNAIRES } from '@rehab/model/outcomes/questionnaires';
import { formatDay, formatDayKey } from '../../../lib/dateFormat';
import { queryErrorMessage } from '../../../lib/store/errors';
import { routePath } from '../../../lib/routes';
import { usePatientCheckInsQuery, usePatientResponsesQuery } from '../api/outcomesApi';
import { useCheckInPrompt, useDueQuestionnaires } from '../hooks/usePatientOutcomes';
import { MEASURES, changeOf, outcomeSeries, type OutcomeChange } from '../logic/trends';
import { CheckInCard } from './CheckInCard';

/**
 * The patient's outcomes on his home (issue 34): the check-in after his latest session, the questionnaires due, and
 * how his scores changed, in plain words.
 */
export function PatientHomeOutcomes({ patientUid }: { patientUid: string }) {
  const checkIn = useCheckInPrompt(patientUid);
  return (
    <>
      {checkIn.prompt && <CheckInCard key={checkIn.prompt.session.id} patientUid={patientUid} prompt={checkIn.prompt} />}
      <DueQuestionnaires patientUid={patientUid} />
      <OutcomeSummary patientUid={patientUid} />
    </>
  );
}

function DueQuestionnaires({ patientUid }: { patientUid: string }) {
  const { t, i18n } = useTranslation('outcomes');
  const { due, error } = useDueQuestionnaires(patientUid);
  const message = queryErrorMessage(error);
  if (due.length === 0 && !message) return null;
  return (
    <Card className="mt-3" data-testid="due-questionnaires">
      <Card.Body>
        <h2 className="h5">{t('due.title')}</h2>
        {message && <p className="text-danger mb-0">{message}</p>}
        <ListGroup variant="flush">
          {due.map(({ assignment, occurrenceDay, draft }) => (
            <ListGroup.Item
              key={assignment.id}
              action
              as={Link}
              to={routePath('patient.questionnaire', { assignmentId: assignment.id, occurrenceDay })}
              className="px-0"
            >
              <span className="d-block fw-semibold">{QUESTIONNAIRES[assignment.instrument].title}</span>
              <span className="small text-body-secondary">
                {draft ? t('due.continue', { date: formatDayKey(occurrenceDay, i18n.language) }) : t('due.since', { date: formatDayKey(occurrenceDay, i18n.language) })}
              </span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Card.Body>
    </Card>
  );
}

/** "Your pain went down by 3 points since 12 March.": one sentence per measure with two values or more. */
function OutcomeSummary({ patientUid }: { patientUid: string }) {
  const { t } = useTranslation('outcomes');
  const checkIns = usePatientCheckInsQuery(patientUid);
  const responses = usePatientResponsesQuery(patientUid);
  const series = outcomeSeries(checkIns.currentData ?? [], responses.currentData ?? []);
  const changes = MEASURES.map((measure) => changeOf(measure, series[measure])).filter((change): change is OutcomeChange => change !== null);
  if (changes.length === 0) return null;
  return (
    <Card className="mt-3" data-testid="outcome-summary">
      <Card.Body>
        <h2 className="h5">{t('summary.title')}</h2>
        <ul className="mb-0 ps-3">
          {changes.map((change) => (
            <li key={change.measure}>
              <ChangeSentence change={change} />
            </li>
          ))}
        </ul>
      </Card.Body>
    </Card>
  );
}

function ChangeSentence({ change }: { change: OutcomeChange }) {
  const { t, i18n } = useTranslation('outcomes');
  const since = formatDay(change.from.at, i18n.language);
  const key = change.change === 0 ? 'same' : change.change > 0 ? 'up' : 'down';
  return <>{t(`summary.${change.measure}.${key}`, { from: change.from.value, to: change.to.value, since })}</>;
}
