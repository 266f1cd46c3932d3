// Staff helpers: signing in through the login screen, and the admin api for arranging accounts.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { atPath, seeHeading } from './see';

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await seeHeading(page, 'CMS Login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await atPath(page, '/admin');
  await seeHeading(page, 'CMS Dashboard');
}

/** The admin area's side menu. */
export const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin' });

async function apiJson(url: string, init: RequestInit & { token?: string } = {}): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

export interface ApiSession {
  token: string;
  user: { _id: string; username: string; email: string; role: string };
}

export async function apiLogin(
  baseUrl: string,
  email: string,
  password: string,
): Promise<ApiSession> {
  const body = (await apiJson(`${baseUrl}/api/users/login`, {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  })) as ApiSession;
  expect(typeof body.token).toBe('string');
  return body;
}

export async function apiToken(baseUrl: string, email: string, password: string): Promise<string> {
  return (await apiLogin(baseUrl, email, password)).token;
}

/** Signs the page's visitor in as the login screen would: token and user in localStorage. */
export async function storeSession(page: Page, session: ApiSession): Promise<void> {
  // Init scripts also run in about:blank, which has no storage of its own.
  await page.context().addInitScript((stored) => {
    if (location.protocol !== 'http:') return;
    localStorage.setItem('token', stored.token);
    localStorage.setItem('user', JSON.stringify(stored.user));
  }, session);
}

export async function createPost(
  baseUrl: string,
  session: ApiSession,
  post: { title: string; excerpt: string; content: string; published: boolean },
): Promise<{ _id: string }> {
  return (await apiJson(`${baseUrl}/api/posts`, {
    method: 'POST',
    token: session.token,
    body: JSON.stringify({ ...post, categories: [], author: session.user._id }),
  })) as { _id: string };
}

export async function registerStaff(
  baseUrl: string,
  adminToken: string,
  user: { username: string; email: string; password: string; role: 'editor' | 'admin' },
): Promise<void> {
  await apiJson(`${baseUrl}/api/users/register`, {
    method: 'POST',
    token: adminToken,
    body: JSON.stringify(user),
  });
}
