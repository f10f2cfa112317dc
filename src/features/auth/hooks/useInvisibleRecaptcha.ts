import { useCallback, useEffect, useRef } from 'react';
import type { RecaptchaVerifier } from 'firebase/auth';
import { createInvisibleRecaptcha } from '../api/signInFlows';

/**
 * An invisible reCAPTCHA for sending phone codes. Render `<div ref={hostRef} />`
 * on the page (outside dialogs, which unmount); each send takes a fresh
 * verifier because reCAPTCHA answers are single-use.
 */
export function useInvisibleRecaptcha() {
  const hostRef = useRef<HTMLDivElement | null>(null);
  const verifierRef = useRef<RecaptchaVerifier | null>(null);
  const release = useCallback(() => {
    verifierRef.current?.clear();
    verifierRef.current = null;
  }, []);
  useEffect(() => release, [release]);
  const nextVerifier = useCallback(() => {
    release();
    const container = document.createElement('div');
    hostRef.current?.replaceChildren(container);
    verifierRef.current = createInvisibleRecaptcha(container);
    return verifierRef.current;
  }, [release]);
  return { hostRef, nextVerifier };
}
