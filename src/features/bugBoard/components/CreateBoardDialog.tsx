import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@rehab/model/limits';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { errorMessage } from '../../../lib/store/errors';
import { useCreateBugBoardMutation } from '../api/bugBoardApi';
import { boardSchema, type BoardValues } from '../logic/validation';

/** 'Create New Board': name and description; the new board becomes the active one. */
export function CreateBoardDialog({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation('bugBoard');
  const { t: common } = useTranslation();
  const titleId = useId();
  const [createBoard] = useCreateBugBoardMutation();
  const formik = useFormik<BoardValues>({
    initialValues: { name: '', description: '' },
    validationSchema: boardSchema,
    onSubmit: async (values, helpers) => {
      helpers.setStatus(undefined);
      try {
        await createBoard({ name: values.name.trim(), description: values.description.trim() }).unwrap();
        helpers.resetForm();
        onHide();
      } catch (error) {
        helpers.setStatus(t('createFailed', { message: errorMessage(error) }));
      }
    },
  });

  function cancel() {
    formik.resetForm();
    onHide();
  }

  return (
    <Modal show={show} onHide={cancel} centered aria-labelledby={titleId}>
      <FormikProvider value={formik}>
        <Form noValidate onSubmit={formik.handleSubmit}>
          <Modal.Header closeButton closeLabel={common('close')}>
            <Modal.Title id={titleId} className="h5">
              {t('createNewBoard')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <TextField name="name" label={t('boardName')} maxLength={LIMITS.bugBoard.name} autoFocus translateError={t} />
            <TextField name="description" as="textarea" rows={3} label={t('boardDescription')} maxLength={LIMITS.bugBoard.description} translateError={t} groupClassName="mb-0" />
            {typeof formik.status === 'string' && (
              <Alert variant="danger" className="small py-2 mt-3 mb-0">
                {formik.status}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={cancel}>
              {t('cancel')}
            </Button>
            <SubmitButton busy={formik.isSubmitting}>{t('create')}</SubmitButton>
          </Modal.Footer>
        </Form>
      </FormikProvider>
    </Modal>
  );
}
