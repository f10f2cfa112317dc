import { Suspense, lazy, startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../lib/store/hooks';
import { LANGUAGES } from '../../../lib/languages';
import { selectSettings } from '../settingsSlice';

// The dropdown's code (React-Bootstrap's Dropdown with Popper) loads when a pointer, a finger or the keyboard
// reaches the toggle, so that the first page shows without it.
const LanguageDropdown = lazy(() => import('./LanguageDropdown'));

interface Wanted {
  open: boolean;
  focus: boolean;
}

/** The language switch of the top bar and the access pages. */
export function LanguageMenu({ align = 'end' }: { align?: 'start' | 'end' }) {
  const { t } = useTranslation('settings');
  const { language } = useAppSelector(selectSettings);
  const current = LANGUAGES.find((option) => option.code === language) ?? LANGUAGES[0];
  const [wanted, setWanted] = useState<Wanted | null>(null);
  // A transition: the toggle below stays (with its focus) until the dropdown has loaded and replaces it.
  const want = (next: Wanted) => startTransition(() => setWanted((before) => (before && !next.open ? before : next)));
  const label = (
    <>
      <i className="bi bi-translate" aria-hidden />
      <span className="visually-hidden">{t('language')}</span>
      <span className="ms-1 d-none d-sm-inline">{current.label}</span>
    </>
  );
  if (wanted) {
    return (
      <Suspense>
        <LanguageDropdown align={align} label={label} defaultShow={wanted.open} autoFocus={wanted.focus} />
      </Suspense>
    );
  }
  // What Dropdown.Toggle renders, until the dropdown has loaded.
  return (
    <div className="dropdown">
      <button
        type="button"
        aria-expanded="false"
        className="dropdown-toggle btn btn-link text-body text-decoration-none px-2"
        onPointerEnter={() => want({ open: false, focus: false })}
        onTouchStart={() => want({ open: false, focus: false })}
        onFocus={() => want({ open: false, focus: true })}
        onClick={() => want({ open: true, focus: true })}
      >
        {label}
      </button>
    </div>
  );
}
