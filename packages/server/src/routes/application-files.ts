import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@karvon/contracts';
import type { Orm } from '../db/database.ts';
import { ownApplications } from '../db/application-queries.ts';
import { applicationComments, applicationFiles, applications, productImages } from '../db/schema.ts';
import { authOf } from '../auth/guard.ts';
import { fileRemovedComment, languageOf } from '../domain/application-messages.ts';
import { notFound, viewerOf } from './applications.ts';
import { missing } from './logistics/common.ts';
import type { OperationHandler } from './types.ts';

type FileParams = operations['downloadApplicationFile']['parameters']['path'];
type ImageParams = operations['getProductImage']['parameters']['path'];

interface StoredFile {
  name: string;
  mimeType: string;
  content: Uint8Array;
}

/** Characters a quoted `filename` cannot carry safely in every browser: non-ASCII, quotes, backslashes, controls. */
const NOT_PLAIN_ASCII = /[^\x20-\x7e]|["\\]/g;

/**
 * `attachment` with both names of RFC 6266: an ASCII fallback for old clients and the exact UTF-8 name as an
 * RFC 5987 `filename*` (Cyrillic and Uzbek names survive the download).
 */
export function contentDisposition(name: string): string {
  const fallback = name.replace(NOT_PLAIN_ASCII, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** The stored bytes as a private, unsniffed, sandboxed download: a file opened on its own cannot run script. */
function sendStoredFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  const body = Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength);
  return reply
    .code(200)
    .header('content-type', file.mimeType)
    .header('content-length', String(body.byteLength))
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', 'sandbox')
    .send(body);
}

export function applicationFileHandlers(orm: Orm) {
  /** One query: the file must belong to this application, and an `own` caller must see the application. */
  const downloadApplicationFile: OperationHandler = async (request: FastifyRequest, reply) => {
    const { id, file_id: fileId } = request.params as FileParams;
    const [file] = await orm
      .select({
        name: applicationFiles.name,
        mimeType: applicationFiles.mimeType,
        content: applicationFiles.content,
      })
      .from(applicationFiles)
      .innerJoin(applications, eq(applications.id, applicationFiles.applicationId))
      .where(
        and(
          eq(applicationFiles.id, fileId),
          eq(applicationFiles.applicationId, id),
          ownApplications(viewerOf(request)),
        ),
      );
    if (file === undefined) throw notFound(request);
    return sendStoredFile(reply, file);
  };

  /**
   * Removes the file (the same reach as a download: its application, seen by an `own` caller) and records it as a
   * comment of the remover's. One statement deletes, so of two removals at once only one finds the file.
   */
  const deleteApplicationFile: OperationHandler = async (request, reply) => {
    const { id, file_id: fileId } = request.params as FileParams;
    const { user } = authOf(request);
    await orm.transaction(async (tx) => {
      const reachable = tx
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, id), ownApplications(viewerOf(request))));
      const [removed] = await tx
        .delete(applicationFiles)
        .where(
          and(
            eq(applicationFiles.id, fileId),
            eq(applicationFiles.applicationId, id),
            inArray(applicationFiles.applicationId, reachable),
          ),
        )
        .returning({ name: applicationFiles.name });
      if (removed === undefined) throw notFound(request);
      const text = fileRemovedComment(removed.name, languageOf(request.headers['accept-language']));
      await tx.insert(applicationComments).values({ applicationId: id, authorId: user.id, text });
    });
    return reply.code(204).send();
  };

  const getProductImage: OperationHandler = async (request, reply) => {
    const { id, image_id: imageId } = request.params as ImageParams;
    const [image] = await orm
      .select({ name: productImages.name, mimeType: productImages.mimeType, content: productImages.content })
      .from(productImages)
      .where(and(eq(productImages.id, imageId), eq(productImages.productId, id)));
    if (image === undefined) throw missing(request, 'recordNotFound');
    return sendStoredFile(reply, image);
  };

  return { downloadApplicationFile, deleteApplicationFile, getProductImage };
}
