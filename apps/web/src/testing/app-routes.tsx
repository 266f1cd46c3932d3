import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import { useLocation, useMatches, type MetaFunction, type RouteObject } from 'react-router';
import routeConfig from '@/routes';

/**
 * The app's real routes (src/routes.ts and its route modules) as a data router's route objects,
 * for tests that render pages in jsdom: loaders and actions run here against the mocked network.
 * Browser-only routes' `clientLoader`/`clientAction` stand in for loader and action, as in the
 * browser; the root module's `Layout` (the html document) is left out, and of the head that
 * its `<Meta />` renders only the title is kept (`<Meta />` needs the framework's own router).
 */
const modules = import.meta.glob<RouteModule>(
  // Resource routes (robots.txt) are plain .ts modules.
  ['../root.tsx', '../routes/**/*.tsx', '../routes/**/*.ts', '!../routes/**/*.test.ts'],
  { eager: true },
);

interface RouteModule {
  default?: ComponentType;
  loader?: RouteObject['loader'];
  action?: RouteObject['action'];
  clientLoader?: RouteObject['loader'];
  clientAction?: RouteObject['action'];
  ErrorBoundary?: ComponentType;
  HydrateFallback?: ComponentType;
  shouldRevalidate?: RouteObject['shouldRevalidate'];
  meta?: MetaFunction;
}

/** The page's title as the deepest route's `meta` gives it (React hoists it into the head). */
function DocumentTitle() {
  const matches = useMatches();
  const location = useLocation();
  let title: string | undefined;
  for (const match of matches) {
    const meta = (match.handle as { meta?: MetaFunction } | undefined)?.meta;
    if (!meta) continue;
    const descriptors = meta({
      data: match.loaderData,
      loaderData: match.loaderData,
      params: match.params,
      location,
      matches: [],
      error: null,
    });
    const found = descriptors?.find((descriptor) => 'title' in descriptor);
    if (found && 'title' in found) title = String(found.title);
  }
  return title ? <title>{title}</title> : null;
}

function withTitle(Component: ComponentType): ComponentType {
  return function Root() {
    return (
      <>
        <DocumentTitle />
        <Component />
      </>
    );
  };
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
    handle: { meta: module.meta },
  };
  if (entry.index) return { ...route, index: true };
  return { ...route, children: entry.children?.map(toRoute) };
}

const root = toRoute({ id: 'root', file: 'root.tsx', children: routeConfig });
export const appRoutes: RouteObject[] = [
  { ...root, Component: root.Component && withTitle(root.Component) },
];

/** `/login` and `/admin/*` alone, as the admin's tests render them. */
export const adminRoutes: RouteObject[] = routeConfig
  .filter((entry) => entry.path === 'login' || entry.path === 'admin')
  .map(toRoute);
