// The change log: who wrote what in the catalogue and its files. Other features record into it.
export { auditRoutes } from './audit.routes.js';
export { recordChange, type ChangeInput } from './audit.service.js';
