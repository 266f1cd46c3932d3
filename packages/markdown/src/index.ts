export { renderMarkdown, safeUrl } from './render.js';
