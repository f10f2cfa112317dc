import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { QUESTIONNAIRES } from '@rehab/model/outcomes/questionnaires';
import { nextOccurrence } from '@rehab/model/outcomes/schedule';
import { INSTRUMENT_IDS, SCHEDULES, type InstrumentId, type OutcomeSchedule } from '@rehab/model/outcomes/types';
import { localDay } from '@rehab/model/reminders';
import { formatDayKey } from '../../../lib/dateFormat';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAssignQuestionnaireMutation, useEndAssignmentMutation, usePatientAssignmentsQuery, usePatientCheckInsQuery, usePatientResponsesQuery } from '../api/outcomesApi';
import type { AssignmentRecord } from '../api/outcomesRecords';
import { MEASURES, outcomeSeries } from '../logic/trends';
import { OutcomeTrendChart } from './OutcomeTrendChart';

interface PatientOutcomesPanelProps {
  patientUid: string;
  doctorUid: string;
  /** the patient's users.timeZone: the days of the schedule and of the trends' axes */
  timeZone: string;
}

/**
 * The doctor's view of a patient's reported outcomes (issue 34): pain, effort, LEFS and PSFS over time with their
 * minimal clinically important differences, and the questionnaires assigned (assign one, stop one).
 */
export function PatientOutcomesPanel({ patientUid, doctorUid, timeZone }: PatientOutcomesPanelProps) {
  const { t } = useTranslation('outcomes');
  const checkIns = usePatientCheckInsQuery(patientUid);
  const responses = usePatientResponsesQuery(patientUid);
  const assignments = usePatientAssignmentsQuery(patientUid);
  const error = queryErrorMessage(checkIns.error) ?? queryErrorMessage(responses.error) ?? queryErrorMessage(assignments.error);
  const series = outcomeSeries(checkIns.currentData ?? [], responses.currentData ?? []);

  return (
    <Card data-testid="outcomes-panel">
      <Card.Body>
        <h2 className="h5">{t('panel.title')}</h2>
        {error && <p className="text-danger">{error}</p>}
        <Row className="g-3">
          {MEASURES.map((measure) => (
            <Col key={measure} md={6}>
              <OutcomeTrendChart measure={measure} points={series[measure]} timeZone={timeZone} />
            </Col>
          ))}
        </Row>
        <h3 className="h6 mt-2">{t('panel.assigned')}</h3>
        <Assignments patientUid={patientUid} timeZone={timeZone} assignments={(assignments.currentData ?? []).filter((a) => a.active)} />
        <AssignForm patientUid={patientUid} doctorUid={doctorUid} timeZone={timeZone} />
      </Card.Body>
    </Card>
  );
}

function Assignments({ patientUid, timeZone, assignments }: { patientUid: string; timeZone: string; assignments: AssignmentRecord[] }) {
  const { t, i18n } = useTranslation('outcomes');
  const [end, ending] = useEndAssignmentMutation();
  const [today] = useState(() => localDay(Date.now(), timeZone));
  if (assignments.length === 0) return <p className="small text-body-secondary">{t('panel.noneAssigned')}</p>;
  return (
    <>
      <ListGroup variant="flush" className="mb-3">
        {assignments.map((assignment) => {
          const next = nextOccurrence(assignment.startDay, assignment.schedule, today);
          return (
            <ListGroup.Item key={assignment.id} className="d-flex flex-wrap justify-content-between align-items-center gap-2 px-0">
              <span>
                <span className="fw-semibold">{QUESTIONNAIRES[assignment.instrument].title}</span>
                <span className="d-block small text-body-secondary">
                  {t(`schedule.${assignment.schedule}`)} · {t('panel.from', { date: formatDayKey(assignment.startDay, i18n.language) })}
                  {next && ` · ${t('panel.next', { date: formatDayKey(next, i18n.language) })}`}
                </span>
              </span>
              <Button size="sm" variant="outline-danger" disabled={ending.isLoading} onClick={() => void end({ patientUid, assignmentId: assignment.id })}>
                {t('panel.stop')}
              </Button>
            </ListGroup.Item>
          );
        })}
      </ListGroup>
      {ending.error && <p className="text-danger small">{queryErrorMessage(ending.error)}</p>}
    </>
  );
}

function AssignForm({ patientUid, doctorUid, timeZone }: PatientOutcomesPanelProps) {
  const { t } = useTranslation('outcomes');
  const [instrument, setInstrument] = useState<InstrumentId>('lefs');
  const [schedule, setSchedule] = useState<OutcomeSchedule>('every2Weeks');
  const [startDay, setStartDay] = useState(() => localDay(Date.now(), timeZone));
  const [assign, assigning] = useAssignQuestionnaireMutation();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (/^\d{4}-\d{2}-\d{2}$/.test(startDay)) void assign({ patientUid, doctorUid, instrument, schedule, startDay });
  }

  return (
    <Form onSubmit={submit} data-testid="assign-questionnaire">
      <Row className="g-2 align-items-end">
        <Col sm={4}>
          <Form.Group controlId="outcome-instrument">
            <Form.Label className="small mb-1">{t('panel.instrument')}</Form.Label>
            <Form.Select size="sm" value={instrument} onChange={(event) => setInstrument(event.target.value as InstrumentId)}>
              {INSTRUMENT_IDS.map((id) => (
                <option key={id} value={id}>
                  {QUESTIONNAIRES[id].title}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={3}>
          <Form.Group controlId="outcome-schedule">
            <Form.Label className="small mb-1">{t('panel.schedule')}</Form.Label>
            <Form.Select size="sm" value={schedule} onChange={(event) => setSchedule(event.target.value as OutcomeSchedule)}>
              {SCHEDULES.map((id) => (
                <option key={id} value={id}>
                  {t(`schedule.${id}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={3}>
          <Form.Group controlId="outcome-start">
            <Form.Label className="small mb-1">{t('panel.start')}</Form.Label>
            <Form.Control size="sm" type="date" required value={startDay} onChange={(event) => setStartDay(event.target.value)} />
          </Form.Group>
        </Col>
        <Col sm={2}>
          <Button type="submit" size="sm" className="w-100" disabled={assigning.isLoading}>
            {t('panel.assign')}
          </Button>
        </Col>
      </Row>
      {assigning.error && <p className="text-danger small mt-2 mb-0">{queryErrorMessage(assigning.error)}</p>}
    </Form>
  );
}
