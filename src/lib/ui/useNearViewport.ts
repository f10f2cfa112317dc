import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within half a screen's height of the visible part of the page (and stays
 * true after): for content costly to draw that may sit far below the first screen, such as a calendar on a
 * phone. Watched once `placed` (what is above it has loaded, so it will not move down); without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>, placed = true): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !placed || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near, placed]);
  return near;
}
