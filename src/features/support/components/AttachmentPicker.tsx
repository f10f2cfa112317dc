import { useId, useState, type ChangeEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useTranslation } from 'react-i18next';
import { acceptAttachments, type AttachmentProblem } from '../logic/bugReport';

export interface AttachmentPickerProps {
  label: string;
  help: string;
  /** the MIME types that can be chosen */
  types: readonly string[];
  files: File[];
  onChange: (files: File[]) => void;
}

/** A file input that keeps a list of chosen files (each removable) and says why a file was refused. */
export function AttachmentPicker({ label, help, types, files, onChange }: AttachmentPickerProps) {
  const { t } = useTranslation('support');
  const id = useId();
  const [problem, setProblem] = useState<AttachmentProblem | null>(null);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const result = acceptAttachments(files, Array.from(event.target.files ?? []), types);
    onChange([...files, ...result.accepted]);
    setProblem(result.problem);
    event.target.value = '';
  }

  return (
    <>
      <Form.Group className="mb-3" controlId={id}>
        <Form.Label>{label}</Form.Label>
        <Form.Control type="file" multiple accept={types.join(',')} onChange={choose} isInvalid={Boolean(problem)} aria-describedby={`${id}-help`} />
        <Form.Control.Feedback type="invalid">{problem && t(`attachmentProblems.${problem}`)}</Form.Control.Feedback>
        <Form.Text id={`${id}-help`} muted>
          {help}
        </Form.Text>
      </Form.Group>
      {files.length > 0 && (
        <ListGroup as="ul" className="mb-3" aria-label={label}>
          {files.map((file, index) => (
            <ListGroup.Item as="li" key={`${file.name}-${index}`} className="d-flex justify-content-between align-items-center gap-2">
              <span className="text-truncate">{file.name}</span>
              <Button
                variant="outline-danger"
                size="sm"
                aria-label={t('removeAttachment', { name: file.name })}
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >
                <i className="bi bi-x-lg" aria-hidden="true" />
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}
