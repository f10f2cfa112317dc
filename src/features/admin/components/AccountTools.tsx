import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import Tab from 'react-bootstrap/Tab';
import { useTranslation } from 'react-i18next';
import { queryErrorMessage } from '../../../lib/store/errors';
import { toast } from '../../../lib/ui/toastStore';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { useAdminAccountActionMutation, type AccountAction } from '../api/adminApi';
import { firstPasswordProblem, type PasswordProblem } from '@rehab/model/accountRules';

/** For users, doctors and admin: 'Verify Email' and 'Reset password', in a panel with tabs on the left. */
export function AccountTools({ uid, email }: { uid: string; email: string | null }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [runAction, action] = useAdminAccountActionMutation();
  const failure = queryErrorMessage(action.error);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const success = t('success');

  /** Runs a tool; resolves to whether it worked (a failure shows above the tabs). */
  async function run(tool: AccountAction): Promise<boolean> {
    try {
      await runAction(tool).unwrap();
      return true;
    } catch {
      return false;
    }
  }

  async function verify() {
    if (await run({ action: 'verifyEmail', uid })) toast.success(t('emailVerified'), success);
  }

  async function resetPassword(event: FormEvent) {
    event.preventDefault();
    const found = firstPasswordProblem(password, 'strong');
    setProblem(found);
    if (found) return;
    if (await run({ action: 'setPassword', uid, password })) {
      setPassword('');
      toast.success(t('passwordReset'), success);
    }
  }

  async function sendEmail() {
    if (!email) return;
    if (await run({ action: 'sendResetEmail', email })) toast.success(t('resetEmailSent'), success);
  }

  return (
    <Card className="mb-3">
      <Card.Body>
        <Tab.Container id={`${id}-tools`} defaultActiveKey="verify">
          <div className="d-flex flex-column flex-sm-row gap-3">
            <Nav variant="pills" className="flex-sm-column flex-shrink-0" role="tablist">
              <Nav.Item>
                <Nav.Link eventKey="verify" as="button" type="button">
                  {t('verifyEmail')}
                </Nav.Link>
              </Nav.Item>
              <Nav.Item>
                <Nav.Link eventKey="password" as="button" type="button">
                  {t('resetPasswordTab')}
                </Nav.Link>
              </Nav.Item>
            </Nav>
            <Tab.Content className="flex-grow-1">
              {failure && (
                <Alert variant="danger" dismissible onClose={action.reset}>
                  {failure}
                </Alert>
              )}
              <Tab.Pane eventKey="verify">
                <Button onClick={() => void verify()} disabled={action.isLoading}>
                  {t('setEmailVerified')}
                </Button>
              </Tab.Pane>
              <Tab.Pane eventKey="password">
                <Form onSubmit={(event) => void resetPassword(event)} noValidate>
                  <Form.Group className="mb-2" controlId={`${id}-password`}>
                    <Form.Label>{t('newPassword')}</Form.Label>
                    <Form.Control
                      type="password"
                      autoComplete="new-password"
                      value={password}
                      isInvalid={problem !== null}
                      onChange={(event) => setPassword(event.target.value)}
                      onBlur={() => password !== '' && setProblem(firstPasswordProblem(password, 'strong'))}
                    />
                    <Form.Control.Feedback type="invalid">{problem && t(problem)}</Form.Control.Feedback>
                  </Form.Group>
                  <div className="d-flex flex-wrap gap-2">
                    <SubmitButton busy={action.isLoading}>{t('resetPassword')}</SubmitButton>
                    <Button
                      variant="outline-secondary"
                      disabled={action.isLoading || !email}
                      // Focus stays in the password box: its blur message would move the button away mid-click.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => void sendEmail()}
                    >
                      {t('sendResetEmail')}
                    </Button>
                  </div>
                  {!email && <Form.Text muted>{t('noEmail')}</Form.Text>}
                </Form>
              </Tab.Pane>
            </Tab.Content>
          </div>
        </Tab.Container>
      </Card.Body>
    </Card>
  );
}
