import { useLocation } from 'react-router-dom';

/** Shows the router's current path, so that tests can see where a click navigated to. */
export function LocationProbe() {
  return (
    <output data-testid="location" hidden>
      {useLocation().pathname}
    </output>
  );
}
