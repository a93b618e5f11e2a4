import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@yonder/contract/common';
import {
  acceptSupportedSchema,
  confirmClaimsSchema,
  decideChangeSchema,
  proposalChangeParamsSchema,
  resumeClaimsSchema,
  resumeProposalSchema,
} from '@yonder/contract/resume-proposals';
import { resumeIdParamsSchema, resumeSchema } from '@yonder/contract/resumes';
import { z } from 'zod';
import { translate } from '#i18n/messages.ts';
import { ok } from '#lib/envelope.ts';
import { confirmResumeClaims, findResumeClaims } from '#modules/resumes/claims-service.ts';
import {
  acceptSupportedChanges,
  decideProposalChange,
  discardProposal,
  findResumeProposal,
} from '#modules/resumes/proposal-service.ts';

const security = [{ bearerAuth: [] }];
const decidedSchema = z.object({ resume: resumeSchema, proposal: resumeProposalSchema.nullable() });

/**
 * The changes tailoring or translation proposed for a copy, decided one by one (owner-only), and
 * the claims of a copy its original does not support (export waits until they are confirmed or
 * edited). Free: the point was taken when the changes were proposed.
 */
const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    '/:id/proposal',
    {
      schema: {
        tags: ['resumes'],
        summary: 'The changes proposed for this copy that wait for a decision (null when none)',
        security,
        params: resumeIdParamsSchema,
        response: { 200: envelopeSchema(resumeProposalSchema.nullable()) },
      },
    },
    async (request) =>
      ok(
        await findResumeProposal({ db, userId: request.user.id, id: request.params.id }),
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/:id/proposal/changes/:changeId',
    {
      schema: {
        tags: ['resumes'],
        summary:
          'Accept (written into the copy) or reject one proposed change. A change with unsupported claims needs `text` without them or `confirm` (409 otherwise); 409 also when the copy moved on from `version`.',
        security,
        params: proposalChangeParamsSchema,
        body: decideChangeSchema,
        response: { 200: envelopeSchema(decidedSchema) },
      },
    },
    async (request) => {
      const answer = await decideProposalChange({
        db,
        userId: request.user.id,
        id: request.params.id,
        changeId: request.params.changeId,
        input: request.body,
        now: app.now(),
      });
      const key =
        request.body.decision === 'accept' ? 'proposalChangeAccepted' : 'proposalChangeRejected';
      return ok(answer, translate(request.language, key));
    },
  );

  app.post(
    '/:id/proposal/accept-supported',
    {
      schema: {
        tags: ['resumes'],
        summary:
          'Accept every pending change that claims nothing the original resume does not support',
        security,
        params: resumeIdParamsSchema,
        body: acceptSupportedSchema,
        response: { 200: envelopeSchema(decidedSchema.extend({ accepted: z.number().int() })) },
      },
    },
    async (request) =>
      ok(
        await acceptSupportedChanges({
          db,
          userId: request.user.id,
          id: request.params.id,
          version: request.body.version,
          now: app.now(),
        }),
        translate(request.language, 'proposalSupportedAccepted'),
      ),
  );

  app.delete(
    '/:id/proposal',
    {
      schema: {
        tags: ['resumes'],
        summary: 'Reject every change still waiting; the copy keeps what was accepted',
        security,
        params: resumeIdParamsSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await discardProposal({ db, userId: request.user.id, id: request.params.id });
      return ok(null, translate(request.language, 'proposalDiscarded'));
    },
  );

  app.get(
    '/:id/claims',
    {
      schema: {
        tags: ['resumes'],
        summary:
          'Lines of a tailored or translated copy that claim what its original does not (export waits for them)',
        security,
        params: resumeIdParamsSchema,
        response: { 200: envelopeSchema(resumeClaimsSchema) },
      },
    },
    async (request) =>
      ok(
        { items: await findResumeClaims({ db, userId: request.user.id, id: request.params.id }) },
        translate(request.language, 'ok'),
      ),
  );

  app.post(
    '/:id/claims/confirm',
    {
      schema: {
        tags: ['resumes'],
        summary:
          'Vouch that these claims of the copy are true; answers the claims still unconfirmed',
        security,
        params: resumeIdParamsSchema,
        body: confirmClaimsSchema,
        response: { 200: envelopeSchema(resumeClaimsSchema) },
      },
    },
    async (request) =>
      ok(
        {
          items: await confirmResumeClaims({
            db,
            userId: request.user.id,
            id: request.params.id,
            claims: request.body.claims,
          }),
        },
        translate(request.language, 'resumeClaimsConfirmed'),
      ),
  );
};

export default proposalRoutes;
