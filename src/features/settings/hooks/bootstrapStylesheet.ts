import ltrHref from 'bootstrap/dist/css/bootstrap.min.css?url';
import rtlHref from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';

type Direction = 'ltr' | 'rtl';

let wanted: Direction | null = null;

function bootstrapLinks(): HTMLLinkElement[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[data-bootstrap-dir]')];
}

/**
 * Loads Bootstrap's left-to-right or right-to-left stylesheet (they are
 * exclusive). A new sheet replaces the old one only once it has loaded, so
 * switching language never shows an unstyled page. It goes first in <head>
 * so that the app's own styles (theme.css) come after it and win.
 */
export function loadBootstrapStylesheet(dir: Direction): Promise<void> {
  wanted = dir;
  const links = bootstrapLinks();
  const existing = links.find((link) => link.dataset.bootstrapDir === dir);
  if (existing) {
    links.filter((link) => link !== existing).forEach((link) => link.remove());
    return Promise.resolve();
  }
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = dir === 'rtl' ? rtlHref : ltrHref;
  link.dataset.bootstrapDir = dir;
  return new Promise((resolve) => {
    const settle = () => {
      if (wanted === dir) bootstrapLinks().filter((other) => other !== link).forEach((other) => other.remove());
      else link.remove();
      resolve();
    };
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
    document.head.prepend(link);
  });
}
