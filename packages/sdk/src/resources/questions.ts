// Questions (discussion).
import type {
  MessageInput,
  QuestionDetail,
  QuestionInput,
  QuestionList,
  QuestionMessage,
  operations,
} from '@karvon/contracts';
import type { KarvonClients } from '../clients.ts';
import { dataOrThrow } from '../resource-result.ts';
import { requestInit, type RequestOptions } from '../request-options.ts';

export type ListQuestionsQuery = NonNullable<operations['listQuestions']['parameters']['query']>;

/** Questions (discussion), a page at a time. */
export async function listQuestions(
  clients: KarvonClients,
  query: ListQuestionsQuery = {},
  options?: RequestOptions,
): Promise<QuestionList> {
  return dataOrThrow(await clients.uz.GET('/question/list', { params: { query }, ...requestInit(options) }));
}

/** One question with its messages. */
export async function getQuestion(
  clients: KarvonClients,
  id: number,
  options?: RequestOptions,
): Promise<QuestionDetail> {
  return dataOrThrow(
    await clients.uz.GET('/question/{id}', { params: { path: { id } }, ...requestInit(options) }),
  ).data;
}

/** Ask a question. */
export async function createQuestion(
  clients: KarvonClients,
  body: QuestionInput,
  options?: RequestOptions,
): Promise<QuestionDetail> {
  return dataOrThrow(await clients.uz.POST('/question', { body, ...requestInit(options) })).data;
}

/** Answer in a question. */
export async function addQuestionMessage(
  clients: KarvonClients,
  id: number,
  body: MessageInput,
  options?: RequestOptions,
): Promise<QuestionMessage> {
  return dataOrThrow(
    await clients.uz.POST('/question/{id}/message', {
      params: { path: { id } },
      body,
      ...requestInit(options),
    }),
  ).data;
}
