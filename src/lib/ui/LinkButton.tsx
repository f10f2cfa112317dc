import type { KeyboardEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';

export interface LinkButtonProps {
  to: string;
  /** a Bootstrap button variant: 'primary', 'outline-primary'… */
  variant?: string;
  size?: 'sm' | 'lg';
  className?: string;
  children: ReactNode;
}

/**
 * A button that opens another page ('My Profile', 'View Profile'): a real
 * link (new tab, middle click) presented as a button, and like a button it
 * answers Space as well as Enter.
 */
export function LinkButton({ to, variant = 'primary', size, className = '', children }: LinkButtonProps) {
  const navigate = useNavigate();
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key !== ' ') return;
    event.preventDefault();
    void navigate(to);
  }
  return (
    <Link to={to} role="button" className={`btn btn-${variant}${size ? ` btn-${size}` : ''} ${className}`.trim()} onKeyDown={onKeyDown}>
      {children}
    </Link>
  );
}
