import type { RunningStack, StackPorts } from '@ministry/stack';

/** Ports from the same variables the services read, falling back to the given defaults. */
export const portsFromEnv = (defaults: StackPorts): StackPorts => ({
  web: Number(process.env.WEB_PORT ?? process.env.GATEWAY_PORT ?? defaults.web),
  api: Number(process.env.API_PORT ?? defaults.api),
  payments: Number(process.env.PAYMENTS_PORT ?? defaults.payments),
  database: Number(process.env.EMBEDDED_MONGO_PORT ?? defaults.database),
});

/**
 * Starts the stack, says where the shop is (and, when given, what kind of run this is), and stops
 * it all on Ctrl-C or SIGTERM.
 */
export async function runUntilSignal(
  start: () => Promise<RunningStack>,
  banner: string[] = [],
): Promise<void> {
  let stack: RunningStack;
  try {
    stack = await start();
  } catch (error) {
    console.error(`stack: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // The staff passwords a new database was seeded with, again: the seed printed them before the
  // tools' start-up output, which has long scrolled them away.
  const passwords = stack.staffPasswords;
  const staff = passwords?.text
    ? ['', ...passwords.text.trimEnd().split('\n')]
    : passwords
      ? [`The seeded staff accounts' passwords are in ${passwords.file}`]
      : [];
  console.log(
    [
      '',
      `  The shop is running at ${stack.url}`,
      ...banner.map((line) => `  ${line}`),
      ...staff.map((line) => `  ${line}`),
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void stack.stop().then(() => {
      console.log('stack: stopped');
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
