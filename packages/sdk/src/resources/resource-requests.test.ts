import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../test/fake-api.ts';
import { createKarvonClients } from '../clients.ts';
import { createMemoryTokenStore } from '../memory-token-store.ts';
import { ApiError } from '../request-errors.ts';
import { changeApplicationsStep, getApplication, uploadApplicationFiles } from './applications.ts';
import { createProduct } from './products.ts';

function setup(answer: (request: Request) => Response | Promise<Response>) {
  const bodies: { contentType: string | null; form?: FormData }[] = [];
  const api = fakeApi(async (request, { body, contentType }) => {
    const multipart = contentType?.startsWith('multipart/form-data');
    const form = multipart
      ? await new Response(body, { headers: { 'Content-Type': contentType! } }).formData()
      : undefined;
    bodies.push({ contentType, form });
    return answer(request);
  });
  const clients = createKarvonClients({
    baseUrl: 'https://karvon.test',
    fetch: api.fetch,
    tokenStore: createMemoryTokenStore({ accessToken: 'a1', refreshToken: 'r1', tokenType: 'Bearer' }),
  });
  return { api, bodies, clients };
}

describe('resource functions of issue 3', () => {
  it('uploads files as multipart/form-data with a boundary, one `files` part each', async () => {
    const { api, bodies, clients } = setup(() => json(201, { data: [] }));

    await uploadApplicationFiles(clients, 7, [
      new File(['a'], 'a.pdf', { type: 'application/pdf' }),
      new File(['bb'], 'b.png', { type: 'image/png' }),
    ]);

    expect(api.requests[0]).toMatchObject({ method: 'POST', path: '/api/uz/application/7/file' });
    expect(bodies[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(bodies[0]!.form!.getAll('files').map((file) => (file as File).name)).toEqual(['a.pdf', 'b.png']);
  });

  it('sends a new product as a JSON part beside its image', async () => {
    const { bodies, clients } = setup(() => json(201, { data: { id: 1 } }));
    const product = {
      name: 'Samsung Galaxy A55',
      sku: 'SM-A556E-256',
      code: '8806095467412',
      category: 'Smartfonlar',
      quantity: 1,
      amount: 4_250_000,
      volume_m3: 0.002,
    };

    await expect(createProduct(clients, product, new Blob(['png'], { type: 'image/png' }))).resolves.toEqual({
      id: 1,
    });

    expect(JSON.parse(bodies[0]!.form!.get('product') as string)).toEqual(product);
    expect((bodies[0]!.form!.get('image') as File).type).toBe('image/png');
  });

  it('unwraps one record from {data}', async () => {
    const { api, clients } = setup(() => json(200, { data: { id: 5 } }));
    await expect(getApplication(clients, 5)).resolves.toEqual({ id: 5 });
    expect(api.requests[0]!.path).toBe('/api/uz/application/5');
  });

  it('rejects a change of step across steps with the errors naming the odd ids', async () => {
    const errors = [{ message: 'Заявка 3 находится на другом шаге', field: 'ids[2]' }];
    const { clients } = setup(() => json(400, { errors }));

    const failure = await changeApplicationsStep(clients, { ids: [1, 2, 3], step: 'loading' }).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).errors).toEqual(errors);
  });
});
