import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { postListSchema, postSchema } from '@ministry/contracts';
import { useTestDatabase } from '@ministry/db/testing';
import { bearer, buildApp, createUser } from '../auth/testing.js';

useTestDatabase();

const newPost = {
  title: 'Great Lent',
  excerpt: 'Forty days',
  content: 'On **fasting** and [prayer](https://example.org).',
  published: true,
};
const renderedContent =
  '<p>On <strong>fasting</strong> and <a href="https://example.org" target="_blank" rel="noopener noreferrer">prayer</a>.</p>\n';

describe('a post’s content as HTML', () => {
  it('is rendered when the post is written and answered wherever the post is', async () => {
    const editor = await createUser();
    const app = buildApp();

    const created = await request(app).post('/api/posts').set(bearer(editor)).send(newPost);

    const post = postSchema.parse(created.body);
    expect(post.contentHtml).toBe(renderedContent);
    const bySlug = await request(app).get(`/api/posts/slug/${post.slug}`).expect(200);
    expect(postSchema.parse(bySlug.body).contentHtml).toBe(renderedContent);
    const byId = await request(app).get(`/api/posts/id/${post._id}`).set(bearer(editor));
    expect(postSchema.parse(byId.body).contentHtml).toBe(renderedContent);
    for (const path of ['/api/posts', '/api/posts/all']) {
      const list = await request(app).get(path).set(bearer(editor)).expect(200);
      expect(postListSchema.parse(list.body)[0]?.contentHtml).toBe(renderedContent);
    }
  });

  it('follows the content when an edit changes it, and only then', async () => {
    const editor = await createUser();
    const app = buildApp();
    const created = await request(app).post('/api/posts').set(bearer(editor)).send(newPost);
    const { _id } = postSchema.parse(created.body);

    const retitled = await request(app)
      .put(`/api/posts/${_id}`)
      .set(bearer(editor))
      .send({ title: 'Holy Week' })
      .expect(200);
    expect(postSchema.parse(retitled.body).contentHtml).toBe(renderedContent);

    const edited = await request(app)
      .put(`/api/posts/${_id}`)
      .set(bearer(editor))
      .send({ content: '## Pascha\n\n![The icon](/images/icon.png)' })
      .expect(200);
    expect(postSchema.parse(edited.body).contentHtml).toBe(
      '<h2>Pascha</h2>\n<p><span class="italic text-ink-500">The icon (/images/icon.png)</span></p>\n',
    );
  });

  it('shows raw HTML in the content as text, so no script reaches a reader', async () => {
    const editor = await createUser();

    const created = await request(buildApp())
      .post('/api/posts')
      .set(bearer(editor))
      .send({ ...newPost, content: '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>' })
      .expect(201);

    const { contentHtml } = postSchema.parse(created.body);
    expect(contentHtml).not.toMatch(/<script|<img/i);
    expect(contentHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
