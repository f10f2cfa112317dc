import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useAppDispatch, useAppSelector } from '../../../lib/store/hooks';
import { LANGUAGES } from '../../../lib/languages';
import { selectSettings, setLanguage } from '../settingsSlice';

interface LanguageDropdownProps {
  align: 'start' | 'end';
  /** the toggle's content, as LanguageMenu shows it before this loads */
  label: ReactNode;
  /** whether LanguageMenu's stand-in toggle, which this replaces, had the focus: the real toggle takes it over */
  hadFocus: RefObject<boolean>;
}

/** LanguageMenu's dropdown (see ./LanguageMenu.tsx). */
export default function LanguageDropdown({ align, label, hadFocus }: LanguageDropdownProps) {
  const dispatch = useAppDispatch();
  const { language } = useAppSelector(selectSettings);
  const toggle = useRef<HTMLButtonElement>(null);
  // In the commit that removed the stand-in, before anything else runs: the focus it had is not lost.
  useLayoutEffect(() => {
    if (hadFocus.current && (document.activeElement === null || document.activeElement === document.body)) toggle.current?.focus();
  }, [hadFocus]);
  return (
    // Opened: it replaces the stand-in when the stand-in is clicked.
    <Dropdown align={align} defaultShow>
      {/* Named by its text, so that the visible language is part of the name ('Language English'). */}
      <Dropdown.Toggle ref={toggle} variant="link" className="text-body text-decoration-none px-2">
        {label}
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
