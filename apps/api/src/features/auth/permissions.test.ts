// Who may call what: every staff endpoint, called by an anonymous visitor, an editor and an
// admin. A refused call, and every read, must leave the database exactly as it was.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '@ministry/db/testing';
import { CategoryModel } from '../categories/category.model.js';
import { PostModel } from '../posts/post.model.js';
import { createCategory, createPost } from '../posts/testing.js';
import { UserModel } from '@ministry/db';
import { bearer, buildApp, createUser } from './testing.js';

useTestDatabase();

async function arrangeSite() {
  const admin = await createUser({ role: 'admin' });
  const editor = await createUser({ role: 'editor' });
  const otherEditor = await createUser({ role: 'editor' });
  const category = await createCategory({ name: 'Lent' });
  const post = await createPost({
    author: editor._id,
    slug: 'published',
    categories: [category._id],
  });
  const draft = await createPost({ author: admin._id, slug: 'draft', published: false });
  return { admin, editor, otherEditor, category, post, draft };
}
type Site = Awaited<ReturnType<typeof arrangeSite>>;

const snapshot = async () => ({
  users: await UserModel.find().select('+passwordHash').sort({ _id: 1 }).lean(),
  posts: await PostModel.find().sort({ _id: 1 }).lean(),
  categories: await CategoryModel.find().sort({ _id: 1 }).lean(),
});

type Actor = 'anonymous' | 'editor' | 'admin';
type Method = 'get' | 'post' | 'put' | 'delete';

interface Endpoint {
  method: Method;
  path: (site: Site) => string;
  body?: (site: Site) => object;
  answers: Record<Actor, number>;
}

const PUBLIC_READ = { anonymous: 200, editor: 200, admin: 200 };
const STAFF_READ = { anonymous: 401, editor: 200, admin: 200 };
const STAFF_CREATE = { anonymous: 401, editor: 201, admin: 201 };
const ADMINS_ONLY = { anonymous: 401, editor: 403, admin: 200 };

const endpoints: Record<string, Endpoint> = {
  'POST /api/users/login': {
    method: 'post',
    path: () => '/api/users/login',
    body: ({ editor }) => ({ email: editor.email, password: editor.password }),
    answers: PUBLIC_READ,
  },
  'GET /api/users': { method: 'get', path: () => '/api/users', answers: ADMINS_ONLY },
  'POST /api/users/register': {
    method: 'post',
    path: () => '/api/users/register',
    body: () => ({ username: 'newcomer', email: 'new@example.org', password: 'long enough!' }),
    answers: { anonymous: 401, editor: 403, admin: 201 },
  },
  'PUT /api/users/:id/role': {
    method: 'put',
    path: ({ otherEditor }) => `/api/users/${otherEditor._id}/role`,
    body: () => ({ role: 'admin' }),
    answers: ADMINS_ONLY,
  },
  'DELETE /api/users/:id': {
    method: 'delete',
    path: ({ otherEditor }) => `/api/users/${otherEditor._id}`,
    answers: ADMINS_ONLY,
  },
  'GET /api/posts': { method: 'get', path: () => '/api/posts', answers: PUBLIC_READ },
  'GET /api/posts/slug/:slug': {
    method: 'get',
    path: () => '/api/posts/slug/published',
    answers: PUBLIC_READ,
  },
  'GET /api/posts/all': { method: 'get', path: () => '/api/posts/all', answers: STAFF_READ },
  'GET /api/posts/id/:id': {
    method: 'get',
    path: ({ draft }) => `/api/posts/id/${draft._id}`,
    answers: STAFF_READ,
  },
  'POST /api/posts': {
    method: 'post',
    path: () => '/api/posts',
    body: ({ category }) => ({
      title: 'New',
      excerpt: 'e',
      content: 'c',
      categories: [category._id],
      published: true,
    }),
    answers: STAFF_CREATE,
  },
  'PUT /api/posts/:id': {
    method: 'put',
    path: ({ post }) => `/api/posts/${post._id}`,
    body: () => ({ title: 'Changed', published: false }),
    answers: STAFF_READ,
  },
  'DELETE /api/posts/:id': {
    method: 'delete',
    path: ({ post }) => `/api/posts/${post._id}`,
    answers: STAFF_READ,
  },
  'GET /api/categories': { method: 'get', path: () => '/api/categories', answers: PUBLIC_READ },
  'POST /api/categories': {
    method: 'post',
    path: () => '/api/categories',
    body: () => ({ name: 'Feasts' }),
    answers: STAFF_CREATE,
  },
  'DELETE /api/categories/:id': {
    method: 'delete',
    path: ({ category }) => `/api/categories/${category._id}`,
    answers: STAFF_READ,
  },
};

const actors: Actor[] = ['anonymous', 'editor', 'admin'];
const cases = Object.entries(endpoints).flatMap(([name, endpoint]) =>
  actors.map((actor) => ({ name, actor, status: endpoint.answers[actor], endpoint })),
);

describe('permissions', () => {
  it.each(cases)('$name as $actor answers $status', async ({ actor, status, endpoint }) => {
    const site = await arrangeSite();
    const before = await snapshot();

    let call = request(buildApp())[endpoint.method](endpoint.path(site));
    if (actor !== 'anonymous') call = call.set(bearer(site[actor]));
    const response = await call.send(endpoint.body?.(site));

    expect(response.status).toBe(status);
    expect(JSON.stringify(response.body)).not.toMatch(/password|\$2[aby]\$/i);
    const after = await snapshot();
    if (status >= 400) {
      expect(response.body.message).toEqual(expect.any(String));
      expect(response.body.error).toBe(response.body.message);
    }
    if (status >= 400 || endpoint.method === 'get' || endpoint.path(site).endsWith('/login')) {
      expect(after).toEqual(before);
    } else {
      expect(after).not.toEqual(before);
    }
  });

  it('treats a bad token on a staff call as no token at all', async () => {
    const site = await arrangeSite();
    const before = await snapshot();

    const response = await request(buildApp())
      .delete(`/api/posts/${site.post._id}`)
      .set('Authorization', 'Bearer forged.token.here');

    expect(response.status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
