export { contactRoutes, CONTACT_RATE_LIMIT } from './contact.routes.js';
export { CONTACT_THANKS, contactFromConfig, type ContactDeps } from './contact.service.js';
