/** Where the browser tests' OIDC issuer listens, and the client the server under test uses. */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4311);
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const OIDC_CLIENT = { id: 'yonder-e2e', secret: 'e2e-secret-for-the-test-issuer' };
