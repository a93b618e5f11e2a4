// oidc-provider ships no types; the tests use a small part of it.
declare module 'oidc-provider';
