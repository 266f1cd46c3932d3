export { calendarRoutes, DATED_CACHE_CONTROL, TODAY_CACHE_CONTROL } from './calendar.routes.js';
export { calendarEnvShape } from './calendar.env.js';
export { fastingTraditionRoutes } from './fasting-tradition.routes.js';
