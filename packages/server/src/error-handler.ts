import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from './domain/application-messages.ts';
import { HttpError, messages, type Message } from './http-errors.ts';
import { describeValidationErrors } from './validation.ts';

const BODY_PROBLEMS: Record<string, Message> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.emptyBody,
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.notJson,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
};

function toHttpError(error: FastifyError | HttpError): HttpError {
  if (error instanceof HttpError) return error;
  if (error.validation) return new HttpError(400, describeValidationErrors(error.validation));
  // Every malformed request is a 400 with a sentence, as the contract promises; only the server's own faults are 500.
  const statusCode = error.statusCode ?? 500;
  if (statusCode >= 400 && statusCode < 500)
    return new HttpError(400, BODY_PROBLEMS[error.code] ?? messages.badRequest);
  return new HttpError(500, messages.serverError);
}

export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  const answer = toHttpError(error);
  if (answer.statusCode === 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ statusCode: answer.statusCode, errors: answer.errorsIn('ru') }, 'request refused');
  return reply.code(answer.statusCode).send(answer.bodyIn(languageOf(request.headers['accept-language'])));
}

/**
 * What an API answer carries when Fastify refuses a request before any hook runs (an address that does not decode):
 * the security headers' strictest form and no-store, as every other answer has them.
 */
const BEFORE_HOOKS_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
} as const;

export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.headers(BEFORE_HOOKS_HEADERS);
  return handleError(error, request, reply);
}
