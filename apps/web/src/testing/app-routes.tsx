import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import routeConfig from '@/routes';

/**
 * The app's real routes (src/routes.ts and its route modules) as a data router's route objects,
 * for tests that render pages in jsdom: loaders and actions run here against the mocked network.
 * Browser-only routes' `clientLoader`/`clientAction` stand in for loader and action, as in the
 * browser; the root module's `Layout` (the html document) is left out.
 */
const modules = import.meta.glob<RouteModule>(['../root.tsx', '../routes/**/*.tsx'], {
  eager: true,
});

interface RouteModule {
  default?: ComponentType;
  loader?: RouteObject['loader'];
  action?: RouteObject['action'];
  clientLoader?: RouteObject['loader'];
  clientAction?: RouteObject['action'];
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  shouldRevalidate?: RouteObject['shouldRevalidate'];
}

function toRoute(entry: RouteConfigEntry): RouteObject {
  const module = modules[`../${entry.file.replace(/^\.\//, '')}`];
  if (!module) throw new Error(`No route module ${entry.file}`);
  const route = {
    id: entry.id ?? entry.file,
    path: entry.path,
    Component: module.default,
    ErrorBoundary: module.ErrorBoundary,
    HydrateFallback: module.HydrateFallback,
    loader: module.clientLoader ?? module.loader,
    action: module.clientAction ?? module.action,
    shouldRevalidate: module.shouldRevalidate,
  };
  if (entry.index) return { ...route, index: true };
  return { ...route, children: entry.children?.map(toRoute) };
}

export const appRoutes: RouteObject[] = [
  toRoute({ id: 'root', file: 'root.tsx', children: routeConfig }),
];

/** `/login` and `/admin/*` alone, as the admin's tests render them. */
export const adminRoutes: RouteObject[] = routeConfig
  .filter((entry) => entry.path === 'login' || entry.path === 'admin')
  .map(toRoute);
