// One shop and one browser for the whole run, started before the first test file and stopped
// after the last (also when a test fails or the run is interrupted).
import { chromiumPath } from '@ministry/stack/chromium';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';
import { ADMIN, startE2EStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    wsEndpoint: string;
    adminEmail: string;
    adminPassword: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  // No Chromium: stop before the shop is started, saying what to install.
  chromiumPath();
  const stack = await startE2EStack();
  let browser;
  try {
    browser = await launchBrowserServer();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  console.log(
    `e2e: shop at ${stack.url} (production build, embedded database, demo payments), Chromium ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  project.provide('baseUrl', stack.url);
  project.provide('dataDir', stack.dataDir);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('adminEmail', ADMIN.email);
  project.provide('adminPassword', ADMIN.password);

  return async () => {
    await browser.close();
    await stack.stop();
  };
}
