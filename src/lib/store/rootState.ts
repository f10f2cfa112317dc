import type { serverData } from './serverData';

/**
 * The store's state as the features see it, without importing src/app: each
 * slice adds its part by module augmentation next to its reducer
 * (`declare module '…/lib/store/rootState' { interface RootState { auth: AuthState } }`),
 * and src/app/store.ts checks that the combined reducer has exactly this shape.
 */
export interface RootState {
  [serverData.reducerPath]: ReturnType<typeof serverData.reducer>;
}
