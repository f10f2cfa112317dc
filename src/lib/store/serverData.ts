import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './errors';

/**
 * The one RTK Query API every feature's server data goes through. It knows no
 * endpoint: each feature adds its own with
 * `serverData.enhanceEndpoints({ addTagTypes: [...] }).injectEndpoints({ endpoints })`
 * in its `api/` folder. Reads are `queryFn`s over Firestore (no HTTP base query),
 * live data comes from `liveQuery` (./live.ts), writes are mutations that
 * invalidate tags.
 */
export const serverData = createApi({
  reducerPath: 'serverData',
  baseQuery: fakeBaseQuery<ApiError>(),
  // A screen visited again within a minute shows its cached data (and keeps its listener) without reading again.
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
