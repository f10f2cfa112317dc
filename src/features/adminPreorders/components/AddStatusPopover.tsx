import { useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Overlay from 'react-bootstrap/Overlay';
import Popover from 'react-bootstrap/Popover';
import { FormikProvider, useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { PreorderEvent } from '@rehab/model/collections';
import { LIMITS } from '@rehab/model/limits';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { TextField } from '../../../lib/ui/TextField';
import { toast } from '../../../lib/ui/toastStore';
import { errorMessage } from '../../../lib/store/errors';
import { usePreorderStatusLabel } from '../../preorders';
import { CARRIERS, fromDateTimeInputValue, ORDER_SHIPPED, startOfTodayInputValue } from '../logic/preorderLogic';
import { isEventNoLongerNextError, useAddPreorderStatusEventMutation } from '../api/adminPreordersApi';
import { statusEventSchema, type StatusEventValues } from '../logic/validation';

const EMPTY: StatusEventValues = { timestamp: '', event: '', carrier: '', trackingNumber: '' };

/** 'Add Item': the next status of the order, with its time (and for a shipment, the carrier and tracking number). */
export function AddStatusPopover({ preorderId, events }: { preorderId: string; events: PreorderEvent[] }) {
  const { t } = useTranslation('adminPreorders');
  const statusLabel = usePreorderStatusLabel();
  const id = useId();
  const target = useRef<HTMLButtonElement>(null);
  const [show, setShow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [addStatusEvent] = useAddPreorderStatusEventMutation();
  const formik = useFormik<StatusEventValues>({
    initialValues: EMPTY,
    validationSchema: () => statusEventSchema(new Date()),
    onSubmit: async (values) => {
      setFailure(null);
      const event = values.event as PreorderEvent;
      try {
        await addStatusEvent({
          id: preorderId,
          change: {
            timestamp: fromDateTimeInputValue(values.timestamp) ?? new Date(),
            event,
            shipping: event === ORDER_SHIPPED ? { carrier: values.carrier, trackingNumber: values.trackingNumber.trim() } : undefined,
          },
        }).unwrap();
        close(true);
        toast.success(t('eventAdded', { event: statusLabel(event) }), t('success'));
      } catch (error) {
        setFailure(isEventNoLongerNextError(error) ? t('eventNoLongerNext', { event: statusLabel(event) }) : t('saveFailed', { message: errorMessage(error) }));
      }
    },
  });
  const shipped = formik.values.event === ORDER_SHIPPED;
  const errorOf = (field: keyof StatusEventValues) => (formik.touched[field] && formik.errors[field] ? t(formik.errors[field]) : undefined);

  /** Closes the popover; after Add, Cancel or Escape, the keyboard goes back to 'Add Item'. */
  function close(refocus: boolean) {
    setShow(false);
    if (refocus) target.current?.focus();
  }

  function open() {
    formik.resetForm();
    setFailure(null);
    setShow(true);
  }

  return (
    <>
      <Button ref={target} size="sm" variant="outline-primary" onClick={() => (show ? close(false) : open())} aria-expanded={show} disabled={events.length === 0}>
        <i className="bi bi-plus-lg me-1" aria-hidden="true" />
        {t('addItem')}
      </Button>
      <Overlay target={target} show={show} placement="bottom" rootClose onHide={(event) => close(event instanceof KeyboardEvent)}>
        <Popover id={id} style={{ width: 'min(350px, 95vw)', maxWidth: 'min(350px, 95vw)' }}>
          <Popover.Header as="h3">{t('addItem')}</Popover.Header>
          <Popover.Body>
            <FormikProvider value={formik}>
              <Form noValidate onSubmit={formik.handleSubmit}>
                <TextField
                  name="timestamp"
                  type="datetime-local"
                  label={t('timestamp')}
                  min={startOfTodayInputValue(new Date())}
                  step={1}
                  size="sm"
                  groupClassName="mb-2"
                  translateError={t}
                  autoFocus
                />
                <Form.Group className="mb-2" controlId={`${id}-event`}>
                  <Form.Label>{t('event')}</Form.Label>
                  <Form.Select size="sm" {...formik.getFieldProps('event')} isInvalid={Boolean(errorOf('event'))}>
                    <option value="">{t('selectEvent')}</option>
                    {events.map((event) => (
                      <option key={event} value={event}>
                        {statusLabel(event)}
                      </option>
                    ))}
                  </Form.Select>
                  <Form.Control.Feedback type="invalid">{errorOf('event')}</Form.Control.Feedback>
                </Form.Group>
                {shipped && (
                  <>
                    <Form.Group className="mb-2" controlId={`${id}-carrier`}>
                      <Form.Label>{t('carrier')}</Form.Label>
                      <Form.Select size="sm" {...formik.getFieldProps('carrier')} isInvalid={Boolean(errorOf('carrier'))}>
                        <option value="">{t('selectCarrier')}</option>
                        {CARRIERS.map((carrier) => (
                          <option key={carrier} value={carrier}>
                            {carrier}
                          </option>
                        ))}
                      </Form.Select>
                      <Form.Control.Feedback type="invalid">{errorOf('carrier')}</Form.Control.Feedback>
                    </Form.Group>
                    <TextField name="trackingNumber" label={t('trackingNumber')} size="sm" groupClassName="mb-2" maxLength={LIMITS.preorder.trackingNumber} translateError={t} />
                  </>
                )}
                {failure && (
                  <Alert variant="danger" className="small py-2">
                    {failure}
                  </Alert>
                )}
                <div className="d-flex justify-content-end gap-2">
                  {/* Pressing Cancel must not blur a field: its message would shift the button away before the click lands. */}
                  <Button size="sm" variant="outline-secondary" onMouseDown={(event) => event.preventDefault()} onClick={() => close(true)}>
                    {t('cancel')}
                  </Button>
                  <SubmitButton size="sm" busy={formik.isSubmitting}>
                    {t('add')}
                  </SubmitButton>
                </div>
              </Form>
            </FormikProvider>
          </Popover.Body>
        </Popover>
      </Overlay>
    </>
  );
}
