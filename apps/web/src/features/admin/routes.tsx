import type { RouteObject } from 'react-router';

/** `/login` and `/admin/*`, each with its own layout, loaded as a separate chunk. */
export const adminRoutes: RouteObject[] = [];
