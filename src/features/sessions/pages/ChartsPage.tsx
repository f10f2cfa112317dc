import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { queryErrorMessage } from '../../../lib/store/errors';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { selectAuth } from '../../auth';
import { useChartPatientsQuery } from '../api/sessionsApi';
import { ComparisonTab } from '../components/comparison/ComparisonTab';
import { DownloadTab } from '../components/download/DownloadTab';
import { IntrassessionTab } from '../components/intrassession/IntrassessionTab';
import { PatientsPanel } from '../components/PatientsPanel';
import { PostsessionTab } from '../components/postsession/PostsessionTab';
import { useFilteredSessions } from '../hooks/useFilteredSessions';
import { CHARTS_TABS, patientSelected, selectSessionsState, sessionDeleted, sessionLinkOpened, tabOpened, type ChartsTab } from '../sessionsSlice';
import '../sessions.css';
import { useManagementTimer } from '../../monitoring';

/**
 * The charts page. A doctor first picks one of his patients; a patient sees
 * his own sessions only (no picker, no delete). Opened as app.sessionChart, it
 * shows that patient's session (a link of the triage inbox's evidence).
 */
export default function ChartsPage() {
  const { t } = useTranslation('sessions');
  const dispatch = useAppDispatch();
  const { user, role } = useAppSelector(selectAuth);
  const { tab, patientUid, filters, selectedSessionId } = useAppSelector(selectSessionsState);
  const isDoctor = role === 'doctor';
  const uid = user?.uid ?? null;
  const { uid: linkedPatient, sessionId: linkedSession } = useParams();
  useEffect(() => {
    if (linkedPatient && linkedSession) dispatch(sessionLinkOpened({ patientUid: linkedPatient, sessionId: linkedSession }));
  }, [dispatch, linkedPatient, linkedSession]);

  // A doctor (a doctors record: the role) gets his patients; anyone else sees his own record only.
  const patients = useChartPatientsQuery(isDoctor && uid ? uid : skipToken);
  // A doctor's choice counts only if it is one of his patients; a patient always sees himself.
  const viewedUid = isDoctor ? (patients.data?.some((p) => p.uid === patientUid) ? patientUid : null) : uid;
  // A doctor's time on a patient's charts is management time (remote monitoring).
  useManagementTimer(isDoctor ? viewedUid : null, 'charts');

  // A deleted session leaves the list by the delete's cache invalidation (the list is read again).
  const { list, devices, sessions, tagSuggestionsFor } = useFilteredSessions(viewedUid, filters);

  const onDeleted = useCallback(() => {
    dispatch(sessionDeleted());
    window.scrollTo({ top: 0 });
  }, [dispatch]);

  const content = (current: ChartsTab) => {
    if (!viewedUid) return null;
    switch (current) {
      case 'intrassession':
        return (
          <IntrassessionTab
            sessions={sessions}
            devices={devices}
            listLoading={list.isLoading}
            listLoaded={list.records !== undefined}
            listError={queryErrorMessage(list.error)}
            selectedId={selectedSessionId}
            isDoctor={isDoctor}
            tagSuggestionsFor={tagSuggestionsFor}
            onDeleted={onDeleted}
          />
        );
      case 'postsession':
        return <PostsessionTab userId={viewedUid} />;
      case 'download':
        // Keyed by patient: ranges chosen among one patient's sessions are not carried to the next.
        return <DownloadTab key={viewedUid} sessions={sessions} devices={devices} />;
      case 'comparison':
        return <ComparisonTab userId={viewedUid} />;
    }
  };

  return (
    <section>
      <h1 className="h4 mb-3">{t('title')}</h1>
      <Row>
        {isDoctor && (
          <Col lg={4} xl={3}>
            <PatientsPanel
              patients={patients.data ?? []}
              loading={patients.isLoading}
              error={queryErrorMessage(patients.error)}
              selectedUid={viewedUid}
              onSelect={(id) => dispatch(patientSelected(id))}
            />
          </Col>
        )}
        <Col lg={isDoctor ? 8 : 12} xl={isDoctor ? 9 : 12}>
          {isDoctor && !viewedUid && (
            <Alert variant="info">
              <p className="fw-semibold mb-1">{t('selectPatient')}</p>
              <p className="mb-0">{t('selectPatientHint')}</p>
            </Alert>
          )}
          <Tabs activeKey={tab} onSelect={(key) => key && dispatch(tabOpened(key as ChartsTab))} mountOnEnter unmountOnExit className="mb-3">
            {CHARTS_TABS.map((key) => (
              <Tab key={key} eventKey={key} title={t(`tabs.${key}`)}>
                {content(key)}
              </Tab>
            ))}
          </Tabs>
        </Col>
      </Row>
    </section>
  );
}
