import { BusinessSchema, BusinessUpdateSchema, OnboardingStateSchema } from '@rutaviva/domain';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import { errorResponses } from '../../http/openapi';
import type { App } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { BusinessService } from './business.service';

const tags = ['business'];

export async function businessRoutes(
  app: App,
  { business, tokens }: { business: BusinessService; tokens: Tokens },
) {
  const admin = requireRole(tokens, 'admin');

  app.get(
    '/api/business',
    {
      schema: {
        tags,
        summary: "The admin's business and their own details.",
        description: 'Only their own `business_id`: any other answers 404.',
        operationId: 'getBusiness',
        querystring: z.object({ business_id: z.string({ error: 'required' }) }),
        response: { 200: BusinessSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => business.get(authOf(request), request.query.business_id),
  );

  app.patch(
    '/api/business',
    {
      schema: {
        tags,
        summary: "Changes the business's settings and the admin's details.",
        operationId: 'updateBusiness',
        body: BusinessUpdateSchema,
        response: { 200: BusinessSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => business.update(authOf(request), request.body),
  );

  app.post(
    '/api/business/onboarding',
    {
      schema: {
        tags,
        summary: 'Skips the current onboarding step.',
        description:
          'Only `business_info` can be skipped (409 `onboarding_step_needs_action` for the others); ' +
          'a step that is no longer the current one answers 409 `onboarding_step_mismatch`.',
        operationId: 'skipOnboardingStep',
        body: z.strictObject({ step: OnboardingStateSchema }),
        response: { 200: z.object({ onboarding_state: OnboardingStateSchema }), ...errorResponses(409) },
      },
      onRequest: admin,
    },
    async (request) => business.skipOnboardingStep(authOf(request), request.body.step),
  );
}
