import { registerSessionRenewal } from './api-client';

// The API client renews the session through lib/token-refresh.ts, loaded when first needed; named
// here, at the app's start, so that neither module imports the other in a circle.
registerSessionRenewal(() => import('./token-refresh'));
