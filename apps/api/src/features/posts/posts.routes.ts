import { Router } from 'express';
import {
  createPostInputSchema,
  SCHEDULED_POSTS_DAYS,
  idParamsSchema,
  postSlugParamsSchema,
  updatePostInputSchema,
} from '@ministry/contracts';
import { PUBLIC_API_ANSWERS, validated } from '@ministry/http';
import { currentUser, requireAuth, requireRole, type AuthService } from '../auth/index.js';
import { onCatalogueWrite, readOwnerTimeZone } from '@ministry/db';
import type { CachedAnswers } from '../../http/cached-answers.js';
import { sendPublicAnswer } from '../../http/public-answers.js';
import {
  createPost,
  deletePost,
  findPost,
  findPublishedPost,
  listAllPosts,
  listPublishedPosts,
  listScheduledPosts,
  updatePost,
} from './posts.service.js';
import { nextScheduledPublication, postPublisher } from './post-publisher.js';

export interface PostsRoutesOptions {
  /** The clock schedules are checked and published by (tests set it). */
  now?: () => Date;
  /** Told when scheduled posts were published: the api's `contentChanged`. */
  onPublished?: () => void;
  /** OWNER_TIME_ZONE: schedules are read in the owner's zone, this one until they save one. */
  timeZone?: string;
}

/**
 * The answer cache keeps the published journal until a post or a category is written (their
 * models' hooks), and no later than the next scheduled post's time: a post publishes itself then.
 */
export const postsAnswers: CachedAnswers = {
  paths: PUBLIC_API_ANSWERS.posts.paths,
  droppedBy: [onCatalogueWrite],
  changesAt: nextScheduledPublication,
};

/** `/posts`: anyone reads published posts; editors and admins write and see drafts. */
export function postsRoutes(auth: AuthService, options: PostsRoutesOptions = {}): Router {
  const { now = () => new Date(), onPublished = () => undefined } = options;
  const ownerZone = () => readOwnerTimeZone(options.timeZone ?? 'UTC');
  const staff = [requireAuth(auth), requireRole('editor', 'admin')];
  // Every read first publishes what is due, so the journal is right without the timer.
  const publishDue = postPublisher({ now, onPublished });
  const router = Router();

  // Published posts are public and kept by the answer cache (`postsAnswers`).
  router.get('/', async (_req, res) => {
    await publishDue();
    sendPublicAnswer(res, await listPublishedPosts());
  });

  router.get(
    '/slug/:slug',
    validated({ params: postSlugParamsSchema }, async ({ params }, _req, res) => {
      await publishDue();
      sendPublicAnswer(res, await findPublishedPost(params.slug));
    }),
  );

  router.get('/all', ...staff, async (_req, res) => {
    await publishDue();
    res.json(await listAllPosts());
  });

  // The dashboard's "scheduled this week": drafts due within the next seven days.
  router.get('/scheduled', ...staff, async (_req, res) => {
    await publishDue();
    const from = now();
    res.json(await listScheduledPosts(from, SCHEDULED_POSTS_DAYS));
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
      const post = await createPost(body, currentUser(req), now(), await ownerZone());
      // A post scheduled for today is due at once.
      res
        .status(201)
        .json(post.publishAt && (await publishDue()) ? await findPost(post._id) : post);
    }),
  );

  router.put(
    '/:id',
    ...staff,
    validated(
      { params: idParamsSchema, body: updatePostInputSchema },
      async ({ params, body }, _req, res) => {
        const post = await updatePost(params.id, body, now(), await ownerZone());
        res.json(post.publishAt && (await publishDue()) ? await findPost(post._id) : post);
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
