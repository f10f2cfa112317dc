import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routePath } from '../../../lib/routes';
import type { CollectionSettings } from '@rehab/model/collections';
import { queryErrorMessage } from '../../../lib/store/errors';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { isDocumentExistsError, useAddAdminDocumentMutation, useAdminDeviceTypesQuery } from '../api/adminApi';
import { choicesFor, isDeviceMap, selectionsOf } from '../logic/fieldValues';
import {
  buildDocument,
  deviceAssignments,
  emptyDraft,
  formFields,
  validateDraft,
  type Draft,
  type FormMessage,
  type KeyValueRow,
} from '../logic/newDocument';
import { ValueInput } from './ValueInput';

interface NewDocumentDrawerProps {
  collection: string;
  settings: CollectionSettings | null;
  show: boolean;
  onHide: () => void;
}

/** 'New {collection} document': an 850 px drawer from the right with the collection's field editors. */
export function NewDocumentDrawer({ collection, settings, show, onHide }: NewDocumentDrawerProps) {
  const { t } = useTranslation('admin');
  return (
    <Offcanvas show={show} onHide={onHide} placement="end" className="admin-drawer" aria-labelledby="admin-new-document-title">
      <Offcanvas.Header closeButton closeLabel={t('close')}>
        <Offcanvas.Title id="admin-new-document-title" as="h2" className="h5">
          {t('newDocument', { collection })}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {settings?.allowAddDoc ? (
          <NewDocumentForm collection={collection} settings={settings} onCancel={onHide} />
        ) : (
          <p className="text-body-secondary">{t('addingDisabled')}</p>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}

function NewDocumentForm({ collection, settings, onCancel }: { collection: string; settings: CollectionSettings; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const navigate = useNavigate();
  const [addDocument, submission] = useAddAdminDocumentMutation();
  const [docId, setDocId] = useState('');
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(settings));
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateDraft(settings, docId, draft) : {};
  const required = settings.requiredFields ?? [];
  const message = (error: FormMessage | undefined) => error && t(error.key, error.values);
  const fields = formFields(settings);
  const deviceTypes = useAdminDeviceTypesQuery(undefined, { skip: !fields.some((field) => isDeviceMap(field, settings.fields[field])) });
  const deviceTypesError = queryErrorMessage(deviceTypes.error);
  const submissionError = isDocumentExistsError(submission.error)
    ? t('documentExists', { id: submission.originalArgs?.id ?? '' })
    : queryErrorMessage(submission.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateDraft(settings, docId, draft)).length > 0) return;
    try {
      const newId = await addDocument({
        collection,
        id: settings.autoDocId ? null : docId.trim(),
        data: buildDocument(settings, draft),
        devices: deviceAssignments(settings, draft),
      }).unwrap();
      void navigate(routePath('admin.document', { collectionId: collection, docId: newId }));
    } catch {
      // The failure shows below the form.
    }
  }

  const set = (field: string, value: Draft[string]) => setDraft((current) => ({ ...current, [field]: value }));

  return (
    <Form onSubmit={(event) => void submit(event)} noValidate>
      {!settings.autoDocId && (
        <Form.Group className="mb-3" controlId={`${id}-docId`}>
          <Form.Label>{t('documentId')}</Form.Label>
          <Form.Control
            value={docId}
            placeholder={settings.docIdPrompt}
            isInvalid={Boolean(errors.docId)}
            onChange={(event) => setDocId(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">{message(errors.docId)}</Form.Control.Feedback>
        </Form.Group>
      )}
      {deviceTypesError && <Alert variant="danger">{deviceTypesError}</Alert>}
      {fields.map((field) => {
        const kind = settings.fields[field];
        const value = draft[field] ?? '';
        const label = `${field}${required.includes(field) ? ' *' : ''}`;
        const controlId = `${id}-${field}`;
        if (Array.isArray(value)) {
          return (
            <KeyValueEditor
              key={field}
              field={field}
              label={label}
              rows={value}
              valueChoices={choicesFor(settings.schema?.[field]?.valueType ?? 'string', selectionsOf(field, settings))}
              deviceTypes={isDeviceMap(field, kind) ? (deviceTypes.data ?? []) : null}
              error={message(errors[field])}
              onChange={(rows) => set(field, rows)}
            />
          );
        }
        return (
          <Form.Group key={field} className="mb-3" controlId={controlId}>
            <Form.Label>{label}</Form.Label>
            <ValueInput
              choices={choicesFor(kind, selectionsOf(field, settings))}
              emptyChoice=""
              {...(kind === 'array' ? { as: 'textarea' as const, rows: 3 } : { type: field === 'password' ? 'password' : 'text' })}
              value={value}
              isInvalid={Boolean(errors[field])}
              onChange={(text) => set(field, text)}
            />
            <Form.Control.Feedback type="invalid">{message(errors[field])}</Form.Control.Feedback>
            {kind === 'array' && <Form.Text muted>{t('onePerLine')}</Form.Text>}
            {kind === 'timestamp' && <Form.Text muted>{t('timestampHint')}</Form.Text>}
          </Form.Group>
        );
      })}
      <div className="d-flex justify-content-end gap-2">
        <Button variant="outline-secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <SubmitButton busy={submission.isLoading}>{submission.isLoading ? t('submitting') : t('submit')}</SubmitButton>
      </div>
      {submissionError && (
        <Alert variant="danger" className="mt-3">
          {submissionError}
        </Alert>
      )}
    </Form>
  );
}

interface KeyValueEditorProps {
  field: string;
  label: string;
  rows: KeyValueRow[];
  /** the values to choose from (booleans, selections); null for free text */
  valueChoices: readonly string[] | null;
  /** for a device map: the device types each entry chooses from */
  deviceTypes: string[] | null;
  error?: string;
  onChange: (rows: KeyValueRow[]) => void;
}

/** A map field's entries: key, value (and for devices the device type) per row; rows added and removed freely. */
function KeyValueEditor({ field, label, rows, valueChoices, deviceTypes, error, onChange }: KeyValueEditorProps) {
  const { t } = useTranslation('admin');
  const change = (index: number, patch: Partial<KeyValueRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{label}</legend>
      {rows.map((row, index) => (
        <div key={index} className="d-flex flex-wrap flex-sm-nowrap gap-2 mb-2">
          <Form.Control
            size="sm"
            className="admin-entry-control"
            aria-label={t('keyOf', { field, n: index + 1 })}
            placeholder={t('key')}
            value={row.key}
            onChange={(event) => change(index, { key: event.target.value })}
          />
          <ValueInput
            choices={valueChoices}
            emptyChoice={t('value')}
            size="sm"
            className="admin-entry-control"
            aria-label={t('valueN', { field, n: index + 1 })}
            placeholder={t('value')}
            value={row.value}
            onChange={(value) => change(index, { value })}
          />
          {deviceTypes && (
            <ValueInput
              choices={deviceTypes}
              emptyChoice={t('chooseDeviceType')}
              size="sm"
              className="admin-entry-control"
              aria-label={t('deviceTypeN', { field, n: index + 1 })}
              value={row.deviceType ?? ''}
              onChange={(deviceType) => change(index, { deviceType })}
            />
          )}
          <Button size="sm" variant="outline-danger" aria-label={t('removeEntry', { field, n: index + 1 })} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
            <i className="bi bi-x-lg" aria-hidden="true" />
          </Button>
        </div>
      ))}
      <Button size="sm" variant="outline-secondary" onClick={() => onChange([...rows, { key: '', value: '' }])}>
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        {t('addEntry')}
      </Button>
      {error && <div className="invalid-feedback d-block">{error}</div>}
    </fieldset>
  );
}
