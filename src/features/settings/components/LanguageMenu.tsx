import { Suspense, lazy, startTransition, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { LANGUAGES } from '../../../lib/languages';
import { selectSettings } from '../settingsSlice';

// The dropdown's code (React-Bootstrap's Dropdown with Popper) loads when a pointer, a finger or the keyboard
// reaches the toggle, so that the first page shows without it.
const loadDropdown = () => import('./LanguageDropdown');
const LanguageDropdown = lazy(loadDropdown);

/** The language switch of the top bar and the access pages. */
export function LanguageMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t } = useTranslation('settings');
  const { language } = useAppSelector(selectSettings);
  const current = LANGUAGES.find((option) => option.code === language) ?? LANGUAGES[0];
  // Whether the toggle was clicked: the dropdown then replaces the stand-in, opened.
  const [clicked, setClicked] = useState(false);
  const standInFocused = useRef(false);
  // Reaching the toggle only fetches the code. The swap waits for the click: made at a hover, it could land between
  // the press and the release of the button, and the click would reach neither toggle.
  const preload = () => void loadDropdown();
  // A transition: the stand-in toggle stays until the dropdown has loaded and replaces it.
  const open = () => startTransition(() => setClicked(true));
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
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={() => {
          standInFocused.current = true;
          preload();
        }}
        // Moving on to another element; a blur without one is the stand-in's removal, whose focus the dropdown takes over.
        onBlur={(event) => {
          if (event.relatedTarget) standInFocused.current = false;
        }}
        onClick={open}
      >
        {label}
      </button>
    </div>
  );
  // The boundary is there from the start: the transition then keeps the stand-in (and its focus) while the dropdown loads.
  return (
    <Suspense fallback={standIn}>
      {clicked ? <LanguageDropdown align={align} label={label} hadFocus={standInFocused} /> : standIn}
    </Suspense>
  );
}
