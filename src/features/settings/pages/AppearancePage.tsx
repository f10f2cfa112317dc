import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { LANGUAGES, type LanguageCode } from '../../../lib/languages';
import { bootstrapThemeOf, COLOUR_SETS } from '../logic/appearance';
import {
  selectSettings,
  setColourSet,
  setHorizontalMenu,
  setLanguage,
  setMiniSidebar,
  setSyncWithSystem,
  setTheme,
  type Theme,
} from '../settingsSlice';
import { useEffectiveTheme } from '../hooks/useAppearance';

const THEMES: readonly Theme[] = ['light', 'night'];

/** Settings > Appearance: theme (synced or chosen), colours, language and menu layout. */
export default function AppearancePage() {
  const { t } = useTranslation('settings');
  return (
    <section className="app-settings">
      <h1 className="h3 mb-1">{t('title')}</h1>
      <p className="text-body-secondary mb-4">{t('appearance')}</p>
      <ThemePreferences />
      <ColourSets />
      <Row className="g-4">
        <Col md={6}>
          <LanguageChoice />
        </Col>
        <Col md={6}>
          <MenuLayout />
        </Col>
      </Row>
    </section>
  );
}

function ThemePreferences() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const { syncWithSystem, theme } = useAppSelector(selectSettings);
  const shown = useEffectiveTheme();
  return (
    <Card className="mb-4">
      <Card.Body>
        <h2 className="h5">{t('themePreferences')}</h2>
        <Form.Group className="mb-3" controlId="theme-mode" style={{ maxWidth: '20rem' }}>
          <Form.Label className="visually-hidden">{t('themeMode')}</Form.Label>
          <Form.Select
            value={syncWithSystem ? 'sync' : 'manual'}
            onChange={(event) => dispatch(setSyncWithSystem(event.target.value === 'sync'))}
          >
            <option value="sync">{t('syncWithSystem')}</option>
            <option value="manual">{t('selectTheme')}</option>
          </Form.Select>
        </Form.Group>
        <Row className="g-3" role={syncWithSystem ? undefined : 'radiogroup'} aria-label={t('themeMode')}>
          {THEMES.map((option) => (
            <Col key={option} xs={12} sm={6} lg={4}>
              <Card className={shown === option ? 'border-primary border-2' : ''} data-testid={`theme-card-${option}`}>
                <ThemePreview theme={option} />
                <Card.Body className="d-flex align-items-center gap-2">
                  {syncWithSystem ? (
                    <span className="fw-semibold">{t(option)}</span>
                  ) : (
                    <Form.Check
                      type="radio"
                      name="theme"
                      id={`theme-${option}`}
                      label={t(option)}
                      checked={theme === option}
                      onChange={() => dispatch(setTheme(option))}
                    />
                  )}
                  {shown === option && (
                    <Badge bg="primary" className="ms-auto">
                      {t('active')}
                    </Badge>
                  )}
                </Card.Body>
              </Card>
            </Col>
          ))}
        </Row>
      </Card.Body>
    </Card>
  );
}

/** A miniature page drawn in the given theme. */
function ThemePreview({ theme }: { theme: Theme }) {
  return (
    <div data-bs-theme={bootstrapThemeOf(theme)} className="app-theme-preview bg-body border-bottom rounded-top p-3" aria-hidden>
      <div className="d-flex gap-2 h-100">
        <div className="app-theme-preview-sidebar bg-body-tertiary rounded" />
        <div className="flex-grow-1 d-flex flex-column gap-2">
          <div className="bg-body-tertiary rounded app-theme-preview-bar" />
          <div className="bg-primary rounded app-theme-preview-bar w-50" />
          <div className="bg-body-secondary rounded flex-grow-1" />
        </div>
      </div>
    </div>
  );
}

function ColourSets() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const { colourSet } = useAppSelector(selectSettings);
  return (
    <Card className="mb-4">
      <Card.Body>
        <fieldset>
          <legend className="h5">{t('colours')}</legend>
          <Row className="g-2">
            {COLOUR_SETS.map((set, index) => (
              <Col key={set.key} xs={6} sm={4} md={3}>
                <Form.Check
                  type="radio"
                  name="colour-set"
                  id={`colour-${set.key}`}
                  checked={colourSet === index}
                  onChange={() => dispatch(setColourSet(index))}
                  label={
                    <span className="d-inline-flex align-items-center gap-2">
                      <span className="app-colour-swatch" style={{ backgroundColor: set.primary }} aria-hidden />
                      {t(`colourSets.${set.key}`)}
                    </span>
                  }
                />
              </Col>
            ))}
          </Row>
        </fieldset>
      </Card.Body>
    </Card>
  );
}

function LanguageChoice() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const { language } = useAppSelector(selectSettings);
  return (
    <Card className="h-100">
      <Card.Body>
        <Form.Group controlId="settings-language">
          <Form.Label className="h5 d-block">{t('language')}</Form.Label>
          <Form.Select value={language} onChange={(event) => dispatch(setLanguage(event.target.value as LanguageCode))}>
            {LANGUAGES.map((option) => (
              <option key={option.code} value={option.code} lang={option.code}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Card.Body>
    </Card>
  );
}

function MenuLayout() {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const { miniSidebar, horizontalMenu } = useAppSelector(selectSettings);
  return (
    <Card className="h-100">
      <Card.Body>
        <fieldset>
          <legend className="h5">{t('menuLayout')}</legend>
          <Form.Check
            type="switch"
            role="switch"
            id="settings-horizontal-menu"
            label={t('horizontalMenu')}
            checked={horizontalMenu}
            onChange={(event) => dispatch(setHorizontalMenu(event.target.checked))}
          />
          <Form.Check
            type="switch"
            role="switch"
            id="settings-mini-sidebar"
            label={t('miniSidebar')}
            checked={miniSidebar}
            disabled={horizontalMenu}
            onChange={(event) => dispatch(setMiniSidebar(event.target.checked))}
          />
        </fieldset>
      </Card.Body>
    </Card>
  );
}
