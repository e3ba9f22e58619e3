import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Issue 16: every answer the server sends in a test is checked against its own OpenAPI document
 * (/api/docs/json): its status must be documented for the operation, and a JSON body must match
 * that status's schema. Mismatches are recorded as the app answers and fail the test that made
 * the request (test/openapi-setup.ts runs `failOnResponseMismatches` after each test).
 */

interface MediaType {
  schema?: object;
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const mismatches: string[] = [];

/** Checks answers against one document; each schema is compiled once, when first needed. */
export class ResponseChecker {
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  private readonly compiled = new Map<object, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {}

  /**
   * What is wrong with an answer of the route `routeUrl` (Fastify's pattern, `:id`), or null when
   * it is documented. Routes outside the document (hidden ones, unknown addresses) are not checked.
   */
  problem(
    method: string,
    routeUrl: string,
    status: number,
    contentType: string,
    payload: unknown,
  ): string | null {
    const path = routeUrl.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
    const operation = this.document.paths[path]?.[verb];
    if (!operation) return null;
    const name = `${method.toUpperCase()} ${routeUrl} answered ${status}`;
    const responses = operation.responses ?? {};
    const documented = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!documented) {
      return `${name}, a status its OpenAPI operation does not document (it has ${Object.keys(responses).join(', ')})`;
    }
    if (method.toUpperCase() === 'HEAD' || status === 204) return null;
    const media = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    const content = documented.content ?? {};
    if (!(media in content)) {
      return `${name} with ${media || 'no content type'}, documented as ${Object.keys(content).join(', ') || 'no content'}`;
    }
    const schema = content[media]?.schema;
    if (media !== 'application/json' || !schema || typeof payload !== 'string') return null;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return `${name} with a body that is not JSON`;
    }
    const validate = this.validatorOf(schema);
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
    return `${name} with a body its schema refuses: ${errors.slice(0, 5).join('; ')}`;
  }

  private validatorOf(schema: object): ValidateFunction {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(schema);
      this.compiled.set(schema, validate);
    }
    return validate;
  }
}

/**
 * The onSend hook a test app is built with: checks each answer against the app's document and
 * records what does not match it.
 */
export function recordResponseMismatches() {
  let checker: ResponseChecker | undefined;
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const { method, url } = request.routeOptions;
    if (typeof method !== 'string' || !url) return payload;
    checker ??= new ResponseChecker(request.server.swagger() as unknown as OpenApiDocument);
    const contentType = String(reply.getHeader('content-type') ?? '');
    const problem = checker.problem(method, url, reply.statusCode, contentType, payload);
    if (problem) mismatches.push(problem);
    return payload;
  };
}

/** Fails the test whose requests got answers that the document does not describe. */
export function failOnResponseMismatches(): void {
  if (mismatches.length === 0) return;
  const found = mismatches.splice(0);
  throw new Error(`The server answered what its OpenAPI document does not say:\n- ${found.join('\n- ')}`);
}
