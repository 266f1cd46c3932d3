import type { ComponentProps } from 'react';
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink } from 'react-router';
import { useLinkDiscovery } from '@/lib/route-discovery';

/*
 * React Router's Link, NavLink and Form, which learn the routes they lead to only once the loaded
 * page is idle (lib/route-discovery.ts says why). Every link and form of the app comes from here
 * (lint holds it); an explicit `discover` still wins.
 */

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink discover={useLinkDiscovery()} {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink discover={useLinkDiscovery()} {...props} />;
}

export function Form(props: ComponentProps<typeof RouterForm>) {
  return <RouterForm discover={useLinkDiscovery()} {...props} />;
}
