import { pearlListSchema } from '@ministry/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse, passthrough } from 'msw';
import { apiPath, server } from '@/testing/server';
import {
  ApiError,
  apiRequest,
  INVALID_RESPONSE_FORMAT,
  onUnauthorized,
  setServerBases,
} from './api-client';
import { storeSession } from './auth-storage';

const pearl = { _id: 'a'.repeat(24), title: 'On prayer', body: 'Pray without ceasing.' };
const user = {
  _id: 'b'.repeat(24),
  username: 'anna',
  email: 'anna@example.org',
  role: 'admin' as const,
};

describe('apiRequest', () => {
  it('returns the answer parsed with its contract', async () => {
    server.use(http.get(apiPath('/pearls'), () => HttpResponse.json([pearl])));
    await expect(apiRequest('/api/pearls', { schema: pearlListSchema })).resolves.toEqual([pearl]);
  });

  it('reports an answer of the wrong shape as "Invalid response format"', async () => {
    server.use(http.get(apiPath('/pearls'), () => HttpResponse.json({ pearls: [] })));
    await expect(apiRequest('/api/pearls', { schema: pearlListSchema })).rejects.toEqual(
      new ApiError(200, INVALID_RESPONSE_FORMAT),
    );
  });

  it("shows the server's message when a call fails", async () => {
    server.use(
      http.post(apiPath('/categories'), () =>
        HttpResponse.json({ message: 'Category already exists' }, { status: 409 }),
      ),
    );
    await expect(
      apiRequest('/api/categories', { method: 'POST', body: { name: 'x' } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Category already exists',
    });
  });

  it('sends the stored token and, on a 401, forgets the session and tells the listeners', async () => {
    storeSession('t0k3n', user);
    let authorization: string | null = null;
    server.use(
      http.get(apiPath('/users'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ message: 'Session expired' }, { status: 401 });
      }),
    );
    const listener = vi.fn();
    const unsubscribe = onUnauthorized(listener);

    await expect(apiRequest('/api/users', { auth: true })).rejects.toMatchObject({ status: 401 });

    expect(authorization).toBe('Bearer t0k3n');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('makes no call that needs the staff token when none is stored, saying "Unauthorized: No token found."', async () => {
    let calls = 0;
    server.use(
      http.get(apiPath('/users'), () => {
        calls += 1;
        return HttpResponse.json([]);
      }),
    );

    await expect(apiRequest('/api/users', { auth: true })).rejects.toMatchObject({
      status: 401,
      message: 'Unauthorized: No token found.',
    });
    expect(calls).toBe(0);
  });

  it('gives up on a service that falls silent mid-answer while a page renders, as a 504', async () => {
    // A real service (the network, not a mock): it sends its headers and part of its body.
    const silent = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[{"_id":');
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    server.use(http.get(`${base}/api/pearls`, () => passthrough()));
    setServerBases({ api: base, payments: base }, 300);
    try {
      await expect(apiRequest('/api/pearls')).rejects.toEqual(
        new ApiError(504, 'The service took too long to answer.'),
      );
    } finally {
      setServerBases(null);
      silent.closeAllConnections();
      silent.close();
    }
  });
});
