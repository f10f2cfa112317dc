import type { ReactElement } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../app/store';
import { i18n } from '../app/i18n';
import { LocationProbe } from './LocationProbe';

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** initial Redux state (e.g. a signed-in auth slice) */
  preloadedState?: Partial<RootState>;
  /** an existing store, instead of one made from preloadedState */
  store?: AppStore;
  /** the location the router starts at */
  route?: string;
  /** a route pattern to mount the element under, so that useParams works (e.g. '/patients/:uid') */
  path?: string;
  /** the language to render in (English unless given) */
  language?: string;
}

/**
 * Renders a component as the app would: with a store from makeStore, a
 * MemoryRouter and the app's translations.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), route = '/', path, language = 'en', ...options }: ProvidersOptions = {},
) {
  void i18n.changeLanguage(language);
  const element = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={null} />
    </Routes>
  ) : (
    ui
  );
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          {element}
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
      options,
    ),
  };
}
