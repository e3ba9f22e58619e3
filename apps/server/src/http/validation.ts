import { fieldCodesFromIssues } from '@rutaviva/domain';
import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { invalidInput } from './errors';

/**
 * Validates bodies, queries and params with the route's zod schema. A failure becomes our
 * `invalid_input` error naming every bad field, so the handler never runs and nothing is written.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<ZodType> = ({ schema }) => {
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: invalidInput(fieldCodesFromIssues(result.error.issues)) };
  };
};
