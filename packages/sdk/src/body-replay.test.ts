import fc from 'fast-check';
import type { Client } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { json, REFRESH_PATH } from '../test/fake-api.ts';
import { expiredSession, sessionServer } from '../test/session-server.ts';
import { createKarvonClients } from './clients.ts';
import { createMemoryTokenStore } from './memory-token-store.ts';
import { addApplicationComment, uploadApplicationFiles } from './resources/applications.ts';

// SPEC §4: a request retried after the refresh sends exactly the bytes of its first attempt: JSON, multipart (with
// its boundary and file parts) and raw Blob bodies alike.

interface SentBytes {
  path: string;
  authorization: string | null;
  contentType: string | null;
  bytes: Uint8Array;
}

function setup() {
  const server = sessionServer({ answer: () => json(200, { data: {} }) });
  const sent: SentBytes[] = [];
  const clients = createKarvonClients({
    baseUrl: 'https://karvon.test',
    fetch: async (request) => {
      sent.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('Authorization'),
        contentType: request.headers.get('Content-Type'),
        bytes: new Uint8Array(await request.clone().arrayBuffer()),
      });
      return server.fetch(request);
    },
    tokenStore: createMemoryTokenStore(expiredSession),
  });
  return { server, clients, sent };
}

/** The two attempts at `path`: the one refused with the expired token and the retry with the renewed one. */
function expectReplayedBytes(sent: SentBytes[], path: string, expectedType: RegExp) {
  const attempts = sent.filter((request) => request.path === path);
  expect(attempts.map((attempt) => attempt.authorization)).toEqual(['Bearer access-0', 'Bearer access-1']);
  const [first, retry] = attempts as [SentBytes, SentBytes];
  expect(first.contentType).toMatch(expectedType);
  expect(retry.contentType).toBe(first.contentType);
  expect(first.bytes.byteLength).toBeGreaterThan(0);
  // Compare the buffers themselves, not their text: a lossy decoding could hide a changed byte.
  expect(Buffer.from(retry.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  return first.bytes;
}

const everyByte = () => Uint8Array.from({ length: 256 }, (_, index) => index);

/** A raw-body operation: the contract has none yet, so the generic client is typed for this test alone. */
interface BlobPaths {
  '/blob': {
    post: {
      requestBody: { content: { 'application/octet-stream': Blob } };
      responses: { 200: { content: { 'application/json': unknown } } };
    };
  };
}

function postBlob(clients: ReturnType<typeof setup>['clients'], blob: Blob) {
  const client = clients.uz as unknown as Client<BlobPaths>;
  return client.POST('/blob', {
    body: blob,
    bodySerializer: (body: Blob) => body,
    headers: { 'Content-Type': blob.type },
  });
}

describe('a retried request replays its body byte for byte', () => {
  it('JSON', async () => {
    const { server, clients, sent } = setup();

    await addApplicationComment(clients, 7, { text: 'Qo‘ng‘iroq qilindi — клиент дома, 12.5 кг 🚚' });

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    const bytes = expectReplayedBytes(sent, '/api/uz/application/7/comment', /^application\/json/);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toEqual({
      text: 'Qo‘ng‘iroq qilindi — клиент дома, 12.5 кг 🚚',
    });
  });

  it('FormData with a binary file part: same boundary, same bytes', async () => {
    const { server, clients, sent } = setup();
    const photo = new File([everyByte(), everyByte()], 'surat—фото.png', { type: 'image/png' });
    const pdf = new File([new Uint8Array(64 * 1024).fill(0xff)], 'shartnoma.pdf', {
      type: 'application/pdf',
    });

    await uploadApplicationFiles(clients, 9, [photo, pdf]);

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    const bytes = expectReplayedBytes(sent, '/api/uz/application/9/file', /^multipart\/form-data; boundary=/);
    expect(bytes.byteLength).toBeGreaterThan(photo.size + pdf.size);
  });

  it('a Blob', async () => {
    const { server, clients, sent } = setup();
    const blob = new Blob([everyByte(), new Uint8Array(1024 * 1024).map((_, index) => (index * 31) % 256)], {
      type: 'application/octet-stream',
    });

    await postBlob(clients, blob);

    expect(server.sent(REFRESH_PATH)).toHaveLength(1);
    const bytes = expectReplayedBytes(sent, '/api/uz/blob', /^application\/octet-stream$/);
    expect(Buffer.from(bytes).equals(Buffer.from(await blob.arrayBuffer()))).toBe(true);
  });

  it('any bytes, any JSON', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 4096, size: 'medium' }),
        fc.string({ unit: 'binary' }),
        async (raw, text) => {
          const { clients, sent } = setup();
          await Promise.all([
            postBlob(clients, new Blob([raw], { type: 'application/octet-stream' })),
            addApplicationComment(clients, 1, { text }),
            uploadApplicationFiles(clients, 2, [new File([raw], 'fayl.bin')]),
          ]);
          for (const path of ['/api/uz/application/1/comment', '/api/uz/application/2/file']) {
            expectReplayedBytes(sent, path, /./);
          }
          const blobs = sent.filter((request) => request.path === '/api/uz/blob');
          expect(blobs).toHaveLength(2);
          expect(Buffer.from(blobs[1]!.bytes).equals(Buffer.from(raw))).toBe(true);
          expect(Buffer.from(blobs[0]!.bytes).equals(Buffer.from(raw))).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });
});
