// The email list: lists the owner names, people who join them by double opt-in, and what they
// do from the link in each email. Sends (the newsletter queue) build on the model and links.
export { ensureStartingLists, STARTING_LISTS } from './mailing-lists.service.js';
export { subscribersRoutes, SUBSCRIBE_RATE_LIMIT } from './subscribers.routes.js';
export { IMPORT_BODY_LIMIT, subscribersAdminRoutes } from './subscribers-admin.routes.js';
export { subscribersFromConfig, type SubscribersDeps } from './subscribers.deps.js';
