import { Suspense, lazy, startTransition, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { LANGUAGES } from '../../../lib/languages';
import { selectSettings } from '../settingsSlice';

// The dropdown's code (React-Bootstrap's Dropdown with Popper) loads when a pointer, a finger or the keyboard
// reaches the toggle, so that the first page shows without it.
const LanguageDropdown = lazy(() => import('./LanguageDropdown'));

/** The language switch of the top bar and the access pages. */
export function LanguageMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t } = useTranslation('settings');
  const { language } = useAppSelector(selectSettings);
  const current = LANGUAGES.find((option) => option.code === language) ?? LANGUAGES[0];
  // null until wanted; then whether to open it at once (the toggle was clicked while it loaded)
  const [openOnLoad, setOpenOnLoad] = useState<boolean | null>(null);
  const standInFocused = useRef(false);
  // A transition: the stand-in toggle stays until the dropdown has loaded and replaces it.
  const want = (open: boolean) => startTransition(() => setOpenOnLoad((before) => before === true || open));
  const label = (
    <>
      <i className="bi bi-translate" aria-hidden />
      <span className="visually-hidden">{t('language')}</span>
      <span className="ms-1 d-none d-sm-inline">{current.label}</span>
    </>
  );
  // What Dropdown.Toggle renders, until the dropdown has loaded.
  const standIn = (
    <div className="dropdown">
      <button
        type="button"
        aria-expanded="false"
        className="dropdown-toggle btn btn-link text-body text-decoration-none px-2"
        onPointerEnter={() => want(false)}
        onTouchStart={() => want(false)}
        onFocus={() => {
          standInFocused.current = true;
          want(false);
        }}
        // Moving on to another element; a blur without one is the stand-in's removal, whose focus the dropdown takes over.
        onBlur={(event) => {
          if (event.relatedTarget) standInFocused.current = false;
        }}
        onClick={() => want(true)}
      >
        {label}
      </button>
    </div>
  );
  // The boundary is there from the start: the transition then keeps the stand-in (and its focus) while the dropdown loads.
  return (
    <Suspense fallback={standIn}>
      {openOnLoad === null ? standIn : <LanguageDropdown align={align} label={label} defaultShow={openOnLoad} hadFocus={standInFocused} />}
    </Suspense>
  );
}
