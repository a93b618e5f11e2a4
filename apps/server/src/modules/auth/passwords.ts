import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id with the OWASP-recommended cost (19 MiB, 2 passes).
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hash('yonder-dummy-password'));

/** Made at start, so that even the first unknown e-mail takes as long as a known one. */
export function prepareDummyHash(): void {
  void getDummyHash();
}

/**
 * Checks a password against a stored hash. Without a hash (unknown e-mail, or an account that only
 * signs in with Google) it still runs one verification, so the answer takes as long either way.
 */
export async function checkPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
