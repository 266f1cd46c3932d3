import { Router } from 'express';
import {
  createPostInputSchema,
  idParamsSchema,
  postSlugParamsSchema,
  updatePostInputSchema,
} from '@ministry/contracts';
import { validated } from '@ministry/http';
import { currentUser, requireAuth, requireRole } from '../auth/auth.middleware.js';
import type { AuthService } from '../auth/auth.service.js';
import { sendCatalogue } from '../catalogue/cache.js';
import {
  createPost,
  deletePost,
  findPost,
  findPublishedPost,
  listAllPosts,
  listPublishedPosts,
  updatePost,
} from './posts.service.js';

/** `/posts`: anyone reads published posts; editors and admins write and see drafts. */
export function postsRoutes(auth: AuthService): Router {
  const staff = [requireAuth(auth), requireRole('editor', 'admin')];
  const router = Router();

  // Published posts are public and cached like the catalogue (answer-cache.ts).
  router.get('/', async (_req, res) => {
    sendCatalogue(res, await listPublishedPosts());
  });

  router.get(
    '/slug/:slug',
    validated({ params: postSlugParamsSchema }, async ({ params }, _req, res) => {
      sendCatalogue(res, await findPublishedPost(params.slug));
    }),
  );

  router.get('/all', ...staff, async (_req, res) => {
    res.json(await listAllPosts());
  });

  router.get(
    '/id/:id',
    ...staff,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      res.json(await findPost(params.id));
    }),
  );

  router.post(
    '/',
    ...staff,
    validated({ body: createPostInputSchema }, async ({ body }, req, res) => {
      res.status(201).json(await createPost(body, currentUser(req)));
    }),
  );

  router.put(
    '/:id',
    ...staff,
    validated(
      { params: idParamsSchema, body: updatePostInputSchema },
      async ({ params, body }, _req, res) => {
        res.json(await updatePost(params.id, body));
      },
    ),
  );

  router.delete(
    '/:id',
    ...staff,
    validated({ params: idParamsSchema }, async ({ params }, _req, res) => {
      await deletePost(params.id);
      res.json({ message: 'Post deleted' });
    }),
  );

  return router;
}
