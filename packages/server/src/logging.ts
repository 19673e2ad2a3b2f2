import type { FastifyServerOptions } from 'fastify';

export interface LogOptions {
  level?: string;
  /** Where log lines go (stdout by default); tests capture them here. */
  stream?: { write(line: string): void };
}

/**
 * Request bodies are never logged, and headers only if someone adds them to the serializers later:
 * redaction is the second line of defence for credentials.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body',
  'res.headers["set-cookie"]',
  '*.password',
  '*.access_token',
  '*.refresh_token',
];

export function loggerOptions({ level = 'info', stream }: LogOptions): FastifyServerOptions['logger'] {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream && { stream }) };
}
