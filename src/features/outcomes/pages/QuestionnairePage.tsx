import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QUESTIONNAIRES } from '@rehab/model/outcomes/questionnaires';
import { responseIdOf } from '@rehab/model/outcomes/schedule';
import { psfsActivities } from '@rehab/model/outcomes/scoring';
import { formatDayKey } from '../../../lib/dateFormat';
import { useAppSelector } from '../../../lib/store/hooks';
import { queryErrorMessage } from '../../../lib/store/errors';
import { routePath } from '../../../lib/routes';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { toast } from '../../../lib/ui/toastStore';
import { selectUid } from '../../auth';
import { usePatientAssignmentsQuery, usePatientResponsesQuery } from '../api/outcomesApi';
import type { ResponseRecord } from '../api/outcomesRecords';
import { QuestionnaireForm } from '../components/QuestionnaireForm';

/**
 * patient.questionnaire: one occurrence of a questionnaire the patient's doctor assigned him, answered on his phone,
 * saved part-way or handed in; back to his home once handed in.
 */
export default function QuestionnairePage() {
  const { t, i18n } = useTranslation('outcomes');
  const { assignmentId = '', occurrenceDay = '' } = useParams();
  const uid = useAppSelector(selectUid);
  const navigate = useNavigate();
  const assignments = usePatientAssignmentsQuery(uid ?? '', { skip: !uid });
  const responses = usePatientResponsesQuery(uid ?? '', { skip: !uid });
  const error = queryErrorMessage(assignments.error) ?? queryErrorMessage(responses.error);
  if (error) return <Alert variant="danger">{error}</Alert>;
  if (!uid || !assignments.currentData || !responses.currentData) return <PageLoader />;

  const assignment = assignments.currentData.find((a) => a.id === assignmentId);
  const response = responses.currentData.find((r) => r.id === responseIdOf(assignmentId, occurrenceDay));
  const back = (
    <Link to={routePath('patient.home')} className="d-inline-block mt-2">
      {t('form.backHome')}
    </Link>
  );
  if (!assignment || !assignment.active) {
    return (
      <Alert variant="warning">
        {t('form.notFound')}
        <br />
        {back}
      </Alert>
    );
  }
  if (response?.status === 'completed') {
    return (
      <Alert variant="success">
        {t('form.alreadyDone')}
        <br />
        {back}
      </Alert>
    );
  }

  return (
    <Card>
      <Card.Body>
        <h1 className="h4">{QUESTIONNAIRES[assignment.instrument].title}</h1>
        <p className="text-body-secondary">{t('form.occurrence', { date: formatDayKey(occurrenceDay, i18n.language) })}</p>
        <QuestionnaireForm
          patientUid={uid}
          assignment={assignment}
          occurrenceDay={occurrenceDay}
          draft={response?.item ?? null}
          namedActivities={assignment.instrument === 'psfs' ? previousActivities(responses.currentData) : []}
          onDone={(status) => {
            toast.success(t(status === 'completed' ? 'form.submitted' : 'form.draftSaved'));
            navigate(routePath('patient.home'));
          }}
        />
      </Card.Body>
    </Card>
  );
}

/** The activities of the patient's latest completed PSFS: he names them once, then rates them every time. */
function previousActivities(responses: readonly ResponseRecord[]): string[] {
  const latest = responses.filter((r) => r.instrument === 'psfs' && r.status === 'completed').sort((a, b) => b.authored - a.authored)[0];
  return latest ? psfsActivities(latest.item).map((activity) => activity.name) : [];
}
