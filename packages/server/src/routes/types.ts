import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId } from '../contract.ts';

/**
 * Handlers run after the request was validated against the contract, so they may take its body
 * and query as the contract's types (with the contract's defaults filled in).
 */
export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type OperationHandlers = Record<OperationId, OperationHandler>;
