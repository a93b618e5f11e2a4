import type { TestClock } from 'pg-boss';
import { expect } from 'vitest';
import type { App } from '#app.ts';
import { call } from '../auth-helpers.ts';
import { advanceUntil } from '../queue-clock.ts';
import { codeIn, type startSmtpCapture } from '../smtp-capture.ts';

export type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;
export type Person = { email: string; password: string; language: 'zh' | 'en' };

export const mailsTo = (smtp: Smtp, email: string) =>
  smtp.mails.filter((mail) => mail.to.includes(email));

/**
 * A new account as a person makes one: the code is asked for, read from the mail the queue
 * delivered over SMTP, and typed into the sign-up form. Answers an access token.
 */
export async function signUpByMail(
  { app, smtp, clock }: { app: App; smtp: Smtp; clock: TestClock },
  { email, password, language }: Person,
): Promise<string> {
  const before = mailsTo(smtp, email).length;
  const sent = await call(
    app,
    'POST',
    '/api/v1/auth/send-code',
    { email, username: 'Lin', purpose: 'signup' },
    { language },
  );
  expect(sent.statusCode).toBe(200);
  await advanceUntil(clock, () => mailsTo(smtp, email).length > before);
  const registered = await call(
    app,
    'POST',
    '/api/v1/auth/register',
    {
      username: 'Lin',
      email,
      password,
      verification_code: codeIn(mailsTo(smtp, email).at(-1)!),
    },
    { language },
  );
  expect(registered.statusCode).toBe(201);
  return registered.json().data.access_token as string;
}

/** Access tokens last 15 minutes of the clock: after moving it by days, sign in again. */
export async function signIn(app: App, { email, password, language }: Person): Promise<string> {
  const answer = await call(app, 'POST', '/api/v1/auth/login', { email, password }, { language });
  expect(answer.statusCode).toBe(200);
  return answer.json().data.access_token as string;
}

/** Sets the contact time zone on the profile page's form, as the person would. */
export async function setProfileTimeZone(app: App, token: string, timeZone: string) {
  const current = (await call(app, 'GET', '/api/v1/profile', undefined, { token })).json().data;
  const saved = await call(
    app,
    'PUT',
    '/api/v1/profile',
    {
      profile: { ...current.profile, contact: { ...current.profile.contact, timeZone } },
      version: current.version,
    },
    { token },
  );
  expect(saved.statusCode).toBe(200);
}
