import {
  type ErrorBody,
  type ErrorCode,
  errorMessage,
  type FieldCodes,
  fieldMessage,
} from '@rutaviva/domain';

/** An error meant for the client: the HTTP status, a stable code and the English message. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode | (string & {}),
    status: number,
    message: string = errorMessage(code, 'english'),
    readonly fields?: FieldCodes,
    /** Sent as Retry-After with a 429: when trying again can succeed. */
    readonly retryAfterSeconds?: number,
    /** More of the error's answer beside code and message, e.g. the open trip that blocks a start. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.statusCode = status;
  }
}

export const invalidInput = (fields: FieldCodes) => new AppError('invalid_input', 400, undefined, fields);
export const notFound = () => new AppError('not_found', 404);
export const unauthorized = () => new AppError('unauthorized', 401);
export const forbidden = () => new AppError('forbidden', 403);

/** The one error shape: the domain's `ErrorBodySchema`, which the OpenAPI document shows for every error. */
export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { error: { ...error.details, code: error.code, message: error.message } };
  if (error.fields) {
    body.error.fields = Object.fromEntries(
      Object.entries(error.fields).map(([path, code]) => [
        path,
        { code, message: fieldMessage(code, 'english') },
      ]),
    );
  }
  return body;
}
