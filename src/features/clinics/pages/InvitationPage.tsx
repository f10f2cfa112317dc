import { useEffect, useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { InvitationSummary } from '@rehab/model/callables';
import { AuthLayout, errorCode, homeOf, isWrongCredentials, refreshRole, selectAuth, signInToAccept, signOutUser, signUpToAccept } from '../../auth';
import { formatLongDate } from '../../../lib/dateFormat';
import { errorMessage } from '../../../lib/store/errors';
import { useAppSelector } from '../../../lib/store/hooks';
import { PageLoader } from '../../../lib/ui/PageLoader';
import { SubmitButton } from '../../../lib/ui/SubmitButton';
import { useAcceptInvitationMutation, useDescribeInvitationQuery } from '../api/clinicsApi';
import { InvitedSignInForm, InvitedSignUpForm } from '../components/InvitationForms';
import { useRoleName } from '../components/RoleLabel';

/** clinic.invitation (issue 50): an invitation's link, opened signed in or out. */
export default function InvitationPage() {
  return (
    <AuthLayout>
      <Invitation />
    </AuthLayout>
  );
}

/**
 * Who is asking, once the session is known: a uid, null when signed out, undefined before the first answer. While a
 * sign-in step runs the session is briefly unknown; the last answer holds, so the form stays as it was.
 */
function useSettledCaller(): string | null | undefined {
  const { status, user } = useAppSelector(selectAuth);
  const [caller, setCaller] = useState<string | null | undefined>(undefined);
  const settled = status === 'signedIn' && user ? user.uid : status === 'signedOut' ? null : undefined;
  if (settled !== undefined && settled !== caller) setCaller(settled);
  return settled ?? caller;
}

/**
 * What the invitation is (clinic, role, who invited, for which e-mail) and how to accept it: Join when signed in,
 * otherwise a new account for the invited e-mail or a sign-in to it; why it cannot be accepted, in words, when it
 * cannot. Once accepted, the member goes to his home.
 */
function Invitation() {
  const { t } = useTranslation('clinics');
  const { invitationId = '' } = useParams();
  const { status, role } = useAppSelector(selectAuth);
  const caller = useSettledCaller();
  const described = useDescribeInvitationQuery(caller === undefined ? skipToken : { invitationId, caller });
  const [joined, setJoined] = useState(false);
  const navigate = useNavigate();

  useEffect(() => {
    if (joined && status === 'signedIn' && role) void navigate(homeOf(role), { replace: true });
  }, [joined, status, role, navigate]);

  if (joined) return <PageLoader />;
  const summary = described.data;
  if (!summary) {
    if (!described.isError) return <PageLoader />;
    const notFound = described.error && 'code' in described.error && described.error.code === 'functions/not-found';
    return (
      <section aria-labelledby="invitation-title">
        <h1 id="invitation-title" className="h4 mb-3 text-center">
          {t('invitation.heading')}
        </h1>
        <Alert variant="danger" data-testid="invitation-error">
          {notFound ? t('invitation.notFound') : t('invitation.loadFailed', { message: errorMessage(described.error) })}
        </Alert>
      </section>
    );
  }
  return <InvitationCard summary={summary} signedIn={Boolean(caller)} onJoined={() => setJoined(true)} />;
}

function InvitationCard({ summary, signedIn, onJoined }: { summary: InvitationSummary; signedIn: boolean; onJoined: () => void }) {
  const { t, i18n } = useTranslation('clinics');
  const roleName = useRoleName();
  const [accept] = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [mode, setMode] = useState<'signUp' | 'signIn'>('signUp');
  const [joining, setJoining] = useState(false);
  const acceptIt = () => accept(summary.invitationId).unwrap();

  async function run(step: () => Promise<unknown>) {
    setFailure(null);
    try {
      await step();
      onJoined();
    } catch (error) {
      setFailure(
        errorCode(error) === 'auth/email-already-in-use' ? t('invitation.emailInUse')
        : isWrongCredentials(error) ? t('invitation.wrongPassword')
        : errorMessage(error),
      );
    }
  }

  const join = async (event: FormEvent) => {
    event.preventDefault();
    setJoining(true);
    await run(async () => {
      await acceptIt();
      await refreshRole();
    });
    setJoining(false);
  };

  return (
    <section aria-labelledby="invitation-title">
      <h1 id="invitation-title" className="h4 mb-2 text-center">
        {t('invitation.title', { clinic: summary.clinicName })}
      </h1>
      <p className="text-center mb-1">{t('invitation.invitedBy', { name: summary.invitedByName, clinic: summary.clinicName, role: roleName(summary.role) })}</p>
      <p className="text-center small text-body-secondary mb-4">
        {t('invitation.forEmail')} <span dir="ltr">{summary.email}</span> · {t('invitation.expires', { date: formatLongDate(new Date(summary.expiresAt), i18n.language) })}
      </p>
      {failure && (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      )}
      {summary.block ? (
        <Alert variant="warning" data-testid="invitation-block">
          <p className="mb-0">{t(`invitation.blocks.${summary.block}`, { clinic: summary.clinicName, email: summary.email })}</p>
          {summary.block === 'otherEmail' && (
            <Button variant="outline-primary" size="sm" className="mt-2" onClick={() => void signOutUser()}>
              {t('invitation.signOut')}
            </Button>
          )}
        </Alert>
      ) : signedIn ? (
        <form onSubmit={(event) => void join(event)}>
          <SubmitButton busy={joining} className="w-100">
            {t('invitation.join', { clinic: summary.clinicName })}
          </SubmitButton>
        </form>
      ) : (
        <>
          <Nav variant="pills" justify className="mb-3" activeKey={mode} onSelect={(key) => setMode(key === 'signIn' ? 'signIn' : 'signUp')}>
            <Nav.Item>
              <Nav.Link eventKey="signUp" as="button" type="button">
                {t('invitation.signUpTitle')}
              </Nav.Link>
            </Nav.Item>
            <Nav.Item>
              <Nav.Link eventKey="signIn" as="button" type="button">
                {t('invitation.signInTitle')}
              </Nav.Link>
            </Nav.Item>
          </Nav>
          {mode === 'signUp' ? (
            <InvitedSignUpForm email={summary.email} onSubmit={(values) => run(() => signUpToAccept({ ...values, email: summary.email }, acceptIt))} />
          ) : (
            <InvitedSignInForm email={summary.email} onSubmit={({ password }) => run(() => signInToAccept(summary.email, password, acceptIt))} />
          )}
        </>
      )}
    </section>
  );
}
