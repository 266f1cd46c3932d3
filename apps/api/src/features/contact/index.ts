export { contactRoutes, CONTACT_RATE_LIMIT } from './contact.routes.js';
export {
  CONTACT_THANKS,
  contactFromConfig,
  createContactService,
  type ContactService,
} from './contact.service.js';
