import { claimChecker } from '@yonder/career-ai/tailor/claims';
import { collectTexts } from '@yonder/career-ai/tailor/document-texts';
import type { ResumeClaim } from '@yonder/contract/resume-proposals';
import type { Executor } from '#db/client.ts';
import { AppError } from '#lib/errors.ts';
import { addConfirmedClaims } from './proposal-repository.ts';
import { findResumeRow, type ResumeRow } from './resume-repository.ts';
import { loadResume } from './resume-service.ts';
import { toResume } from './resume-view.ts';

type Owner = { db: Executor; userId: string };
const MAX_LISTED = 8;

/**
 * What a tailored or translated copy says that its original does not support, line by line,
 * less what the person confirmed: the AI's accepted changes were checked when accepted, but the
 * person may type new figures or names into the copy later, as in a letter. Another resume, or a
 * copy whose original is gone, has nothing to check against.
 */
export async function claimsOfResume(db: Executor, copy: ResumeRow): Promise<ResumeClaim[]> {
  if ((copy.origin !== 'tailored' && copy.origin !== 'translation') || !copy.parentId) return [];
  const parent = await findResumeRow(db, { id: copy.parentId, userId: copy.userId });
  if (!parent) return [];
  const original = toResume(parent).document;
  const check = claimChecker(original);
  const sources = collectTexts(original);
  const confirmed = new Set(copy.confirmedClaims.map((claim) => claim.toLowerCase()));
  const found: ResumeClaim[] = [];
  for (const [path, text] of Object.entries(collectTexts(toResume(copy).document))) {
    const source = sources[path] ?? '';
    if (text === source) continue;
    const claims = (copy.origin === 'translation' ? check.translation : check.rewrite)(
      source,
      text,
    ).filter((claim) => !confirmed.has(claim.toLowerCase()));
    if (claims.length) found.push({ path, text, claims });
  }
  return found;
}

export async function findResumeClaims(options: Owner & { id: string }): Promise<ResumeClaim[]> {
  return claimsOfResume(options.db, await loadResume(options));
}

/** The person vouches for these claims of their copy; answers what is left unconfirmed. */
export async function confirmResumeClaims(
  options: Owner & { id: string; claims: string[] },
): Promise<ResumeClaim[]> {
  const { db, userId, id, claims } = options;
  await loadResume({ db, userId, id });
  await addConfirmedClaims(db, { id, userId, claims });
  return findResumeClaims({ db, userId, id });
}

/** Export is refused while a copy claims what its original does not, naming the claims (as for letters). */
export async function ensureNoUnsupportedClaims(db: Executor, copy: ResumeRow): Promise<void> {
  const claims = [...new Set((await claimsOfResume(db, copy)).flatMap((item) => item.claims))];
  if (!claims.length) return;
  const listed = claims.slice(0, MAX_LISTED).join(', ') + (claims.length > MAX_LISTED ? ', …' : '');
  throw new AppError(409, 'resumeHasUnsupportedClaims', {
    values: { claims: listed },
    reason: 'unsupported_claims',
  });
}
