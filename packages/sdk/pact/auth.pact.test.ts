import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it, vi } from 'vitest';
import { describeLoginFailure } from '../src/login-failure.ts';
import { ApiError } from '../src/request-errors.ts';
import { getCurrentUser, login, logout, refreshToken } from '../src/resources/auth.ts';
import { bearer, clientsFor, errorBody, karvonPact, STATES, TOKENS } from './pact.ts';

const { integer, regex, string } = MatchersV3;

const pact = karvonPact();
const phone = regex('^998[0-9]{9}$', '998900000001');

describe('auth', () => {
  it('signs in the demo administrator and keeps the tokens', async () => {
    await pact
      .addInteraction()
      .given(STATES.demoAdministrator)
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/api/auth/login', (request) =>
        request.jsonBody({ phone: '998900000001', password: 'karvon-admin' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          access_token: string('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'),
          refresh_token: string('c2Vzc2lvbi0xLnJlZnJlc2gtdG9rZW4'),
          expires_in: integer(900),
        }),
      )
      .executeTest(async (server) => {
        const clients = clientsFor(server.url);
        const tokens = await login(clients, { phone: '998900000001', password: 'karvon-admin' });

        expect(tokens.expires_in).toBe(900);
        expect(clients.tokenStore.getAccessToken()).toBe(tokens.access_token);
        expect(clients.tokenStore.getRefreshToken()).toBe(tokens.refresh_token);
        expect(clients.tokenStore.getTokenType()).toBe('Bearer');
      });
  });

  it('shows the server’s message for a wrong password', async () => {
    await pact
      .addInteraction()
      .given(STATES.demoAdministrator)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/auth/login', (request) =>
        request.jsonBody({ phone: '998900000001', password: 'wrong-password' }),
      )
      .willRespondWith(400, (response) => response.jsonBody(errorBody('Неверный номер телефона или пароль')))
      .executeTest(async (server) => {
        const onError = vi.fn();
        const clients = clientsFor(server.url, {}, { onError });
        const failure = await login(clients, { phone: '998900000001', password: 'wrong-password' }).catch(
          (error: unknown) => error,
        );

        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(400);
        expect(describeLoginFailure(failure)).toEqual({
          kind: 'messages',
          messages: ['Неверный номер телефона или пароль'],
        });
        expect(onError).not.toHaveBeenCalled();
        expect(clients.tokenStore.getAccessToken()).toBeUndefined();
      });
  });

  it('gets field errors for a malformed phone', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a sign-in with a malformed phone')
      .withRequest('POST', '/api/auth/login', (request) =>
        request.jsonBody({ phone: '12345', password: 'karvon-admin' }),
      )
      .willRespondWith(400, (response) => response.jsonBody(errorBody('Телефон должен состоять из 12 цифр')))
      .executeTest(async (server) => {
        const failure = await login(clientsFor(server.url), {
          phone: '12345',
          password: 'karvon-admin',
        }).catch((error: unknown) => error);

        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(400);
        expect((failure as ApiError).errors).toEqual([{ message: 'Телефон должен состоять из 12 цифр' }]);
      });
  });

  it('exchanges a valid refresh token for a new pair', async () => {
    await pact
      .addInteraction()
      .given(STATES.refreshTokenValid)
      .uponReceiving('a refresh with a valid refresh token')
      .withRequest('PUT', '/api/auth/refresh_token', (request) =>
        request.jsonBody({ refresh_token: TOKENS.refresh }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          access_token: string('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwibiI6Mn0.c2lnbmF0dXJl'),
          refresh_token: string('c2Vzc2lvbi0xLnJlZnJlc2gtdG9rZW4tMg'),
          expires_in: integer(900),
          token: 'Bearer',
        }),
      )
      .executeTest(async (server) => {
        const clients = clientsFor(server.url, { accessToken: 'expired', refreshToken: TOKENS.refresh });
        const tokens = await refreshToken(clients);

        expect(tokens.token).toBe('Bearer');
        expect(clients.tokenStore.getAccessToken()).toBe(tokens.access_token);
        expect(clients.tokenStore.getRefreshToken()).toBe(tokens.refresh_token);
      });
  });

  it('is refused a spent refresh token', async () => {
    await pact
      .addInteraction()
      .given(STATES.refreshTokenSpent)
      .uponReceiving('a refresh with a spent refresh token')
      .withRequest('PUT', '/api/auth/refresh_token', (request) =>
        request.jsonBody({ refresh_token: TOKENS.spentRefresh }),
      )
      .willRespondWith(401, (response) => response.jsonBody(errorBody('Сессия истекла, войдите снова')))
      .executeTest(async (server) => {
        const clients = clientsFor(server.url, { accessToken: 'expired', refreshToken: TOKENS.spentRefresh });
        const failure = await refreshToken(clients).catch((error: unknown) => error);

        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(401);
      });
  });

  it('loads the signed-in administrator', async () => {
    await pact
      .addInteraction()
      .given(STATES.administratorSignedIn)
      .uponReceiving('a request for the current user')
      .withRequest('GET', '/api/uz/auth/user', (request) => request.headers(bearer(TOKENS.admin)))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          id: integer(1),
          name: string('Aziz Karimov'),
          phone,
          is_admin: true,
          role: { id: integer(1), name: string('Administrator') },
          branch_id: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const user = await getCurrentUser(
          clientsFor(server.url, { accessToken: TOKENS.admin, tokenType: 'Bearer' }),
        );

        expect(user.is_admin).toBe(true);
        expect(user.phone).toMatch(/^998\d{9}$/);
      });
  });

  it('ends the session when the access token is revoked and nothing can renew it', async () => {
    await pact
      .addInteraction()
      .uponReceiving('a request for the current user with a revoked token')
      .withRequest('GET', '/api/uz/auth/user', (request) => request.headers(bearer(TOKENS.revoked)))
      .willRespondWith(401, (response) => response.jsonBody(errorBody('Токен недействителен')))
      .executeTest(async (server) => {
        const onSessionExpired = vi.fn();
        const onError = vi.fn();
        const clients = clientsFor(
          server.url,
          { accessToken: TOKENS.revoked },
          { onSessionExpired, onError },
        );
        const failure = await getCurrentUser(clients).catch((error: unknown) => error);

        expect(failure).toBeInstanceOf(ApiError);
        expect((failure as ApiError).status).toBe(401);
        // No refresh token: no refresh request (the mock server would reject it), the session simply ends.
        expect(onSessionExpired).toHaveBeenCalledOnce();
        expect(onError).not.toHaveBeenCalled();
      });
  });

  it('signs out and forgets the tokens', async () => {
    await pact
      .addInteraction()
      .given(STATES.administratorSignedIn)
      .uponReceiving('a sign-out')
      .withRequest('GET', '/api/uz/auth/logout', (request) => request.headers(bearer(TOKENS.admin)))
      .willRespondWith(204)
      .executeTest(async (server) => {
        const clients = clientsFor(server.url, {
          accessToken: TOKENS.admin,
          refreshToken: TOKENS.refresh,
          tokenType: 'Bearer',
        });
        await logout(clients);

        expect(clients.tokenStore.getAccessToken()).toBeUndefined();
        expect(clients.tokenStore.getRefreshToken()).toBeUndefined();
      });
  });
});
