import { z } from 'zod';
import { int4, text } from './fields.ts';

/**
 * What tailoring or translation proposes for a resume: changes the person accepts or rejects one
 * by one. The copy holds only the accepted ones; a change that claims what the original resume
 * does not support (a figure, a skill, an employer, a title, a date) is marked, never accepted by
 * "accept all supported", and is kept only when the person edits the claim away or confirms it.
 */
export const CHANGE_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export const changeStatusSchema = z.enum(CHANGE_STATUSES);
export type ChangeStatus = z.infer<typeof changeStatusSchema>;

const changeBase = {
  /** Stable within its proposal. */
  id: z.string(),
  /**
   * Where it applies in the original (`work.0.highlights.2` for a line, `skills.1.keywords` or
   * `work.0.highlights` for a list, `skills` for the skills section).
   */
  path: z.string(),
  /** What the change claims that the original resume does not support; empty when it has a source. */
  unsupported: z.array(z.string()),
  status: changeStatusSchema,
  /** Accepted with its unsupported claims confirmed as true by the person. */
  confirmed: z.boolean(),
};

export const proposedChangeSchema = z.discriminatedUnion('kind', [
  /** A line rewritten (tailoring) or translated: the original and the proposal. */
  z.object({ kind: z.literal('rewrite'), ...changeBase, before: z.string(), after: z.string() }),
  /** A list put in a new order, its items before and after. */
  z.object({
    kind: z.literal('reorder'),
    ...changeBase,
    before: z.array(z.string()),
    after: z.array(z.string()),
  }),
  /** A skill added to the skills section (to the group named, or a new group when empty). */
  z.object({ kind: z.literal('addSkill'), ...changeBase, skill: z.string(), group: z.string() }),
]);
export type ProposedChange = z.infer<typeof proposedChangeSchema>;

export const PROPOSAL_KINDS = ['tailor', 'translation'] as const;

/** `GET /api/v1/resumes/{id}/proposal`: kept until every change is decided, across visits. */
export const resumeProposalSchema = z.object({
  /** The copy the changes are for. */
  resume_id: z.string(),
  kind: z.enum(PROPOSAL_KINDS),
  /** The resume the copy was made from; null once it is deleted. */
  source_resume_id: z.string().nullable(),
  job_id: z.string().nullable(),
  /** The job's title when tailored; empty for a translation. */
  job_title: z.string(),
  changes: z.array(proposedChangeSchema),
  /** The job's requirements the resume does not show (tailoring). */
  missing_keywords: z.array(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ResumeProposal = z.infer<typeof resumeProposalSchema>;

export const proposalChangeParamsSchema = z.object({ id: z.uuid(), changeId: text().max(40) });

/**
 * `POST /api/v1/resumes/{id}/proposal/changes/{changeId}`. Accepting a change with unsupported
 * claims needs `text` (an edit, checked again: no claim may be left) or `confirm`. `version` is
 * the copy's version the client holds (409 when it moved on).
 */
export const decideChangeSchema = z.object({
  decision: z.enum(['accept', 'reject']),
  text: text().trim().min(1).max(2000).optional(),
  confirm: z.boolean().default(false),
  version: int4().min(1),
});
export type DecideChange = z.input<typeof decideChangeSchema>;

/** `POST /api/v1/resumes/{id}/proposal/accept-supported`: every pending change with no unsupported claim. */
export const acceptSupportedSchema = z.object({ version: int4().min(1) });

/** A line of a tailored or translated copy that claims what its original does not. */
export const resumeClaimSchema = z.object({
  path: z.string(),
  text: z.string(),
  claims: z.array(z.string()),
});
export type ResumeClaim = z.infer<typeof resumeClaimSchema>;

/**
 * `GET /api/v1/resumes/{id}/claims`: the unconfirmed claims of a tailored or translated copy
 * (export is refused while there are any); empty for any other resume.
 */
export const resumeClaimsSchema = z.object({ items: z.array(resumeClaimSchema) });
export type ResumeClaims = z.infer<typeof resumeClaimsSchema>;

/** `POST /api/v1/resumes/{id}/claims/confirm`: the person vouches that these claims are true. */
export const confirmClaimsSchema = z.object({
  claims: z.array(text().trim().min(1).max(200)).min(1).max(50),
});
