import { emptyCandidateProfile } from '@yonder/contract/profile';
import type { Session } from '@yonder/contract/auth';
import type { App } from '../src/app.ts';
import { candidateProfiles } from '../src/db/schema/index.ts';
import { call, randomIp, uniqueEmail } from './auth-helpers.ts';
import { codeIn, type startSmtpCapture } from './smtp-capture.ts';

export type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

/** A new account through the real sign-up calls, its code read from the SMTP server. */
export async function signUpThroughSmtp(
  app: App,
  smtp: Smtp,
  {
    email = uniqueEmail(),
    password = 'correct horse',
    username = 'Ada',
    language = 'en',
  }: { email?: string; password?: string; username?: string; language?: 'zh' | 'en' } = {},
): Promise<Session & { password: string }> {
  const ip = randomIp();
  const since = smtp.mails.length;
  const sent = await call(
    app,
    'POST',
    '/api/v1/auth/send-code',
    { email, username, purpose: 'signup' },
    { ip, language },
  );
  if (sent.statusCode !== 200) throw new Error(`send-code: ${sent.body}`);
  const code = codeIn(await smtp.nextMail(email, since));
  const registered = await call(
    app,
    'POST',
    '/api/v1/auth/register',
    { username, email, password, verification_code: code },
    { ip, language },
  );
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  return { ...registered.json().data, password };
}

/** The profile's contact time zone, as the profile form saves it. */
export async function setContactTimeZone(app: App, userId: string, timeZone: string) {
  const profile = emptyCandidateProfile();
  profile.contact.timeZone = timeZone;
  await app.database.db.insert(candidateProfiles).values({ userId, profile });
}

/** Mails to the address whose subject matches, oldest first (waits for the queue to deliver). */
export async function mailsMatching(app: App, smtp: Smtp, address: string, subject: RegExp) {
  await app.mailer.flush();
  return smtp.mails.filter((mail) => mail.to.includes(address) && subject.test(mail.subject));
}
