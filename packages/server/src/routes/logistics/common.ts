import type { FastifyRequest } from 'fastify';
import { authOf } from '../../auth/guard.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { languageOf } from '../../domain/application-messages.ts';
import { LOGISTICS_MESSAGES, type LogisticsMessage } from '../../domain/logistics-messages.ts';
import { HttpError } from '../../http-errors.ts';

/** Who asks and how far their role entry reaches (`own`: their branch or their own records). */
export interface LogisticsViewer {
  user: SessionUser;
  own: boolean;
}

export function logisticsViewer(request: FastifyRequest): LogisticsViewer {
  return { user: authOf(request).user, own: request.scope === 'own' };
}

export function say(request: FastifyRequest, message: LogisticsMessage): string {
  return LOGISTICS_MESSAGES[message][languageOf(request.headers['accept-language'])];
}

/** A business-rule refusal: 400 with one error (a field when the rule names one). */
export function refusal(request: FastifyRequest, message: LogisticsMessage, field?: string): HttpError {
  return new HttpError(400, [{ message: say(request, message), ...(field !== undefined && { field }) }]);
}

export function refusals(
  request: FastifyRequest,
  items: readonly { message: LogisticsMessage; field?: string }[],
): HttpError {
  return new HttpError(
    400,
    items.map(({ message, field }) => ({
      message: say(request, message),
      ...(field !== undefined && { field }),
    })),
  );
}

export function missing(request: FastifyRequest, message: LogisticsMessage = 'recordNotFound'): HttpError {
  return new HttpError(404, say(request, message));
}

/**
 * The index of the line at which a document's total in so'm (quantity × price, line by line) passes 2^53 − 1, the
 * largest integer a JSON answer carries exactly; -1 when it never does. The terms are not negative, so once a sum of
 * numbers is past it, it stays past it: plain numbers decide this exactly.
 */
export function lineOverTotal(lines: readonly { quantity: number; amount: number }[]): number {
  let total = 0;
  return lines.findIndex((line) => (total += line.quantity * line.amount) > Number.MAX_SAFE_INTEGER);
}

export function idOf(request: FastifyRequest): number {
  return (request.params as { id: number }).id;
}
