// Delivery applications (SPEC §1, §4): list, one, comments, files, steps, freeze.
import type {
  Application,
  ApplicationDetail,
  ApplicationFile,
  ApplicationList,
  BulkResult,
  ChangeStepRequest,
  Comment,
  CommentInput,
  FreezeRequest,
  operations,
} from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';
import { multipart } from './multipart.ts';

export type ListApplicationsQuery = NonNullable<operations['listApplications']['parameters']['query']>;

/** Applications, a page at a time, searched across all parameters and filtered. */
export async function listApplications(
  clients: KarvonClients,
  query: ListApplicationsQuery = {},
  options?: RequestOptions,
): Promise<ApplicationList> {
  return dataOrThrow(
    await clients.uz.GET('/application/list', { params: { query }, ...requestInit(options) }),
  );
}

/** One application with products, delivery process, files and comments. */
export async function getApplication(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<ApplicationDetail> {
  return dataOrThrow(
    await clients.uz.GET('/application/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Add a comment. */
export async function addApplicationComment(
  clients: KarvonClients,
  id: number,
  body: CommentInput,
  options?: RequestOptions,
): Promise<Comment> {
  return dataOrThrow(
    await clients.uz.POST('/application/{id}/comment', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}

/** Upload files (multipart/form-data). */
export async function uploadApplicationFiles(
  clients: KarvonClients,
  id: number,
  files: readonly Blob[],
  options?: RequestOptions,
): Promise<ApplicationFile[]> {
  const form = new FormData();
  for (const file of files) form.append('files', file);
  return dataOrThrow(
    await clients.uz.POST('/application/{id}/file', {
      params: { path: { id } },
      ...multipart(form),
      ...requestInit(options),
    }),
  ).data;
}

/** Remove one uploaded file; the application records the removal as a comment of the caller's. */
export async function deleteApplicationFile(
  clients: KarvonClients,
  applicationId: number,
  fileId: number,
  options?: RequestOptions,
): Promise<void> {
  dataOrThrow(
    await clients.uz.DELETE('/application/{id}/file/{file_id}', {
      params: { path: { id: applicationId, file_id: fileId } },
      ...requestInit(options),
    }),
  );
}

/** Move several applications to a step. */
export async function changeApplicationsStep(
  clients: KarvonClients,
  body: ChangeStepRequest,
  options?: RequestOptions,
): Promise<BulkResult> {
  return dataOrThrow(await clients.uz.POST('/application/change_step', { body, ...requestInit(options) }))
    .data;
}

/** Return an application to its previous step. */
export async function stepBackApplication(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<Application> {
  return dataOrThrow(
    await clients.uz.POST('/application/{id}/step_back', {
      params: { path: { id } },
      ...requestInit(options),
    }),
  ).data;
}

/** Freeze an application. */
export async function freezeApplication(
  clients: KarvonClients,
  id: number,
  body: FreezeRequest,
  options?: RequestOptions,
): Promise<Application> {
  return dataOrThrow(
    await clients.uz.POST('/application/{id}/freeze', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}

/** Unfreeze an application: it continues at the step where it was frozen. */
export async function unfreezeApplication(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<Application> {
  return dataOrThrow(
    await clients.uz.POST('/application/{id}/unfreeze', {
      params: { path: { id } },
      ...requestInit(options),
    }),
  ).data;
}
