// oidc-provider ships no types; the browser tests use a small part of it.
declare module 'oidc-provider';
