import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import type { ClinicExercise } from '@rehab/model/exercises';
import { weeklySetsPrescribed, type ProgrammeTemplate } from '@rehab/model/programmes';
import type { WithId } from '../../../lib/firebase/withId';
import { queryErrorMessage } from '../../../lib/store/errors';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { usePatients } from '../../patients';
import { isoDate } from '../../plans';
import { useAssignProgrammeMutation, useProgrammeTemplatesQuery } from '../api/programmesApi';

interface TemplateListProps {
  clinicId: string;
  uid: string;
  library: ReadonlyMap<string, ClinicExercise>;
}

/** The clinic's templates and the clinician's own, each assignable to one of his patients from a start day. */
export function TemplateList({ clinicId, uid, library }: TemplateListProps) {
  const { t } = useTranslation('programmes');
  const templates = useProgrammeTemplatesQuery(clinicId);
  const [open, setOpen] = useState<string | null>(null);
  const loadError = queryErrorMessage(templates.error);
  // A colleague's own templates are his: the list shows the clinic's and the reader's.
  const shown = (templates.currentData ?? []).filter((template) => template.ownerUid === null || template.ownerUid === uid).sort((a, b) => a.name.localeCompare(b.name));

  return (
    <Card as="section" aria-labelledby="templates-title" data-testid="programme-templates">
      <Card.Header className="bg-body">
        <h2 id="templates-title" className="h5 mb-0">
          {t('templates.title')}
        </h2>
      </Card.Header>
      {loadError ? (
        <Alert variant="danger" className="m-3 d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span>{t('templates.loadFailed', { message: loadError })}</span>
          <Button variant="outline-danger" size="sm" onClick={() => void templates.refetch()}>
            {t('tryAgain')}
          </Button>
        </Alert>
      ) : templates.currentData === undefined ? (
        <PageLoader />
      ) : shown.length === 0 ? (
        <Card.Body className="text-body-secondary">{t('templates.empty')}</Card.Body>
      ) : (
        <ListGroup variant="flush">
          {shown.map((template) => (
            <ListGroup.Item key={template.docId} data-testid="programme-template">
              <div className="d-flex flex-wrap align-items-center gap-2">
                <strong>{template.name}</strong>
                <Badge bg={template.ownerUid ? 'info' : 'secondary'} text={template.ownerUid ? 'dark' : undefined}>
                  {template.ownerUid ? t('templates.mine') : t('templates.clinic')}
                </Badge>
                <span className="small text-body-secondary">
                  {t('templates.summary', { exercises: template.exercises.length, frequency: template.frequencyPerWeek, weeks: template.weeks, sets: weeklySetsPrescribed(template) })}
                </span>
                <Button size="sm" variant="outline-primary" className="ms-auto" aria-expanded={open === template.docId} onClick={() => setOpen(open === template.docId ? null : template.docId)}>
                  {t('assign.open')}
                </Button>
              </div>
              {open === template.docId && <AssignForm template={template} clinicId={clinicId} uid={uid} library={library} />}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Card>
  );
}

function AssignForm({ template, clinicId, uid, library }: { template: WithId<ProgrammeTemplate> } & TemplateListProps) {
  const { t } = useTranslation('programmes');
  const { patients, patientsLoading, patientsError } = usePatients();
  const [patientId, setPatientId] = useState('');
  const [startDate, setStartDate] = useState(() => isoDate(new Date()));
  const [assign, assigning] = useAssignProgrammeMutation();
  const [done, setDone] = useState<string | null>(null);
  const error = queryErrorMessage(assigning.error);
  const { docId, clinicId: _clinic, author: _author, ownerUid: _owner, createdAt: _created, updatedAt: _updated, ...programme } = template;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    const result = await assign({ patientId, clinicId, doctorUid: uid, templateId: docId, programme, startDate, exercises: library });
    if ('data' in result) setDone(patients.find((patient) => patient.uid === patientId)?.name ?? patientId);
  };

  return (
    <Form className="mt-3 d-flex flex-wrap align-items-end gap-2" onSubmit={(event) => void submit(event)} data-testid="assign-form">
      <Form.Group controlId={`assign-patient-${docId}`}>
        <Form.Label className="small">{t('assign.patient')}</Form.Label>
        <Form.Select size="sm" required value={patientId} onChange={(event) => setPatientId(event.target.value)} disabled={patientsLoading}>
          <option value="">{patientsLoading ? t('assign.loadingPatients') : t('assign.choose')}</option>
          {patients.map((patient) => (
            <option key={patient.uid} value={patient.uid}>
              {patient.name || patient.email}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group controlId={`assign-start-${docId}`}>
        <Form.Label className="small">{t('assign.start')}</Form.Label>
        <Form.Control size="sm" type="date" required value={startDate} onChange={(event) => setStartDate(event.target.value)} />
      </Form.Group>
      <Button size="sm" type="submit" disabled={assigning.isLoading || !patientId || !startDate}>
        {assigning.isLoading ? t('assign.assigning') : t('assign.submit')}
      </Button>
      {patientsError && <Alert variant="danger" className="w-100 mb-0">{patientsError}</Alert>}
      {error && <Alert variant="danger" className="w-100 mb-0">{t('assign.failed', { message: error })}</Alert>}
      {done && (
        <Alert variant="success" className="w-100 mb-0" data-testid="assign-done">
          {t('assign.done', { name: template.name, patient: done })}
        </Alert>
      )}
    </Form>
  );
}
