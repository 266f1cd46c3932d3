import { fillMissingHtml, PRODUCT_MARKDOWN, ProductModel } from '@ministry/db';
import { POST_MARKDOWN, PostModel } from './features/posts/post.model.js';

/**
 * Renders the HTML of posts and products stored before it was kept beside their markdown, so
 * that none shows blank. Idempotent and cheap once done: run at every start-up.
 */
export async function fillMissingMarkdownHtml(): Promise<{ posts: number; products: number }> {
  return {
    posts: await fillMissingHtml(PostModel, POST_MARKDOWN),
    products: await fillMissingHtml(ProductModel, PRODUCT_MARKDOWN),
  };
}
