import { Dropdown } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { LANGUAGES } from '../../../lib/languages';
import { selectSettings, setLanguage } from '../settingsSlice';

/** The language switch of the top bar and the access pages. */
export function LanguageMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const { language } = useAppSelector(selectSettings);
  const current = LANGUAGES.find((option) => option.code === language) ?? LANGUAGES[0];
  return (
    <Dropdown align={align}>
      {/* Named by its text, so that the visible language is part of the name ('Language English'). */}
      <Dropdown.Toggle variant="link" className="text-body text-decoration-none px-2">
        <i className="bi bi-translate" aria-hidden />
        <span className="visually-hidden">{t('language')}</span>
        <span className="ms-1 d-none d-sm-inline">{current.label}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {LANGUAGES.map((option) => (
          <Dropdown.Item
            key={option.code}
            as="button"
            lang={option.code}
            // Not `active`: React-Bootstrap would add aria-selected, which a button may not have.
            className={option.code === language ? 'active' : undefined}
            aria-current={option.code === language ? 'true' : undefined}
            onClick={() => dispatch(setLanguage(option.code))}
          >
            {option.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
