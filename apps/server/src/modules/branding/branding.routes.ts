import { BrandingSchema, BrandingUpdateSchema } from '@rutaviva/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { authOf, requireRole } from '../../http/auth';
import { AppError, invalidInput } from '../../http/errors';
import { errorResponses } from '../../http/openapi';
import { type App, rateLimited } from '../../http/types';
import type { Tokens } from '../../lib/tokens';
import type { BrandingService } from './branding.service';
import { parseBody } from './parse-body';

const tags = ['branding'];

/**
 * A multipart form: the `logo` file and colour fields, checked like PATCH's JSON body. A form
 * the multipart reader cannot read (no boundary, cut short) is bad input, not a server error.
 */
async function readForm(request: FastifyRequest) {
  try {
    return await readParts(request);
  } catch (error) {
    if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number') {
      throw error;
    }
    throw invalidInput({ _: 'invalid_form' });
  }
}

async function readParts(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let logo: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'logo') throw invalidInput({ [part.fieldname]: 'unknown_field' });
      logo = await part.toBuffer();
      if (part.file.truncated) throw invalidInput({ logo: 'logo_too_large' });
    } else {
      fields[part.fieldname] = part.fieldname === 'remove_logo' ? part.value === 'true' : part.value;
    }
  }
  return { input: parseBody(BrandingUpdateSchema, fields), logo };
}

export async function brandingRoutes(
  app: App,
  { branding, tokens, config }: { branding: BrandingService; tokens: Tokens; config: Config },
) {
  const admin = requireRole(tokens, 'admin');

  app.get(
    '/api/brandings',
    {
      schema: {
        tags,
        summary: "A business's logo and colours, as its tracking page shows them.",
        operationId: 'getBranding',
        querystring: z.object({ business_id: z.string({ error: 'required' }) }),
        response: { 200: BrandingSchema, ...errorResponses(404) },
      },
    },
    async (request) => branding.get(request.query.business_id),
  );

  app.patch(
    '/api/brandings',
    {
      schema: {
        tags,
        summary: "Changes the tracking page's colours or removes its logo.",
        operationId: 'updateBranding',
        body: BrandingUpdateSchema,
        response: { 200: BrandingSchema, ...errorResponses(404) },
      },
      onRequest: admin,
    },
    async (request) => branding.update(authOf(request), request.body),
  );

  // Multipart with a `logo` file (PNG, JPEG, WebP or SVG, at most 2 MB; an SVG is stored as PNG), or JSON.
  const uploads = rateLimited(config.rateLimits.logoUpload);
  app.post(
    '/api/brandings',
    {
      schema: {
        tags,
        summary: "Uploads the tracking page's logo, with its colours.",
        description:
          'A `multipart/form-data` body with a `logo` file (PNG, JPEG, WebP or SVG, at most 2 MB; an SVG ' +
          'is stored as PNG) and the colour fields, or the JSON body of PATCH. A bad or too large ' +
          'logo answers 400 naming `logo`.',
        operationId: 'uploadBranding',
        response: { 201: BrandingSchema, ...errorResponses(404) },
      },
      onRequest: admin,
      config: uploads,
    },
    async (request, reply) => {
      const { input, logo } = request.isMultipart()
        ? await readForm(request)
        : { input: parseBody(BrandingUpdateSchema, request.body ?? {}), logo: undefined };
      return reply.status(201).send(await branding.update(authOf(request), input, logo));
    },
  );
}
