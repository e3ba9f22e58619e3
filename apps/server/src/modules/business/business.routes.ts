import { BusinessUpdateSchema, OnboardingStateSchema } from '@rutaviva/domain';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
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
      schema: { tags, querystring: z.object({ business_id: z.string({ error: 'required' }) }) },
      onRequest: admin,
    },
    async (request) => business.get(authOf(request), request.query.business_id),
  );

  app.patch(
    '/api/business',
    { schema: { tags, body: BusinessUpdateSchema }, onRequest: admin },
    async (request) => business.update(authOf(request), request.body),
  );

  app.post(
    '/api/business/onboarding',
    { schema: { tags, body: z.strictObject({ step: OnboardingStateSchema }) }, onRequest: admin },
    async (request) => business.skipOnboardingStep(authOf(request), request.body.step),
  );
}
