// `pnpm --filter @ministry/api create-admin [--email x --username y --password z]`: adds an admin
// account to the configured database. What the flags leave out is asked for; on a terminal the
// password is read without echo, and twice. Prefer the prompt: flags end up in shell history.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { registerUserInputSchema } from '@ministry/contracts';
import { connectDatabase } from '@ministry/db';
import { AppError, ConfigError } from '@ministry/http';
import { databaseOptions, loadConfig } from '../env.js';
import { createPasswords } from '../features/auth/index.js';
import { registerUser } from '../features/users/users.service.js';

const USAGE = `Usage: pnpm --filter @ministry/api create-admin [--email EMAIL] [--username NAME] [--password PASSWORD]

Adds an admin account. Missing values are asked for. Without MONGODB_URI it writes to the
embedded database in DATA_DIR: stop \`pnpm dev\` first, or point MONGODB_URI at its database.`;

class UsageError extends Error {}

interface Prompter {
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
  close(): void;
}

/** Questions on a terminal: typed characters of hidden answers are not echoed. */
function terminalPrompter(): Prompter {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return {
    ask: (question, { hidden = false } = {}) =>
      new Promise((resolve) => {
        if (!hidden) {
          rl.question(question, resolve);
          return;
        }
        // Readline redraws its prompt line: the question goes around it, the echo goes nowhere.
        process.stdout.write(question);
        muted = true;
        rl.question('', (answer) => {
          muted = false;
          process.stdout.write('\n');
          resolve(answer);
        });
      }),
    close: () => rl.close(),
  };
}

/** Answers piped in, one a line. */
function pipedPrompter(): Prompter {
  const rl = createInterface({ input: process.stdin });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(question) {
      process.stderr.write(question);
      const line = await lines.next();
      process.stderr.write('\n');
      return line.done ? '' : line.value;
    },
    close: () => rl.close(),
  };
}

async function readAccount(flags: { email?: string; username?: string; password?: string }) {
  const onTerminal = Boolean(process.stdin.isTTY);
  let prompt: Prompter | undefined;
  const ask = (question: string, options?: { hidden?: boolean }) => {
    prompt ??= onTerminal ? terminalPrompter() : pipedPrompter();
    return prompt.ask(question, options);
  };
  try {
    const email = flags.email ?? (await ask('Email: '));
    const username = flags.username ?? (await ask('Username: '));
    let password = flags.password;
    if (password === undefined) {
      password = await ask('Password: ', { hidden: true });
      if (onTerminal && (await ask('Password again: ', { hidden: true })) !== password) {
        throw new UsageError('The passwords do not match.');
      }
    }
    const parsed = registerUserInputSchema.safeParse({ email, username, password, role: 'admin' });
    if (!parsed.success) {
      throw new UsageError(
        parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'),
      );
    }
    return parsed.data;
  } finally {
    prompt?.close();
  }
}

async function main() {
  const { values: flags } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (flags.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const account = await readAccount(flags);

  const database = await connectDatabase(
    databaseOptions(config, (message) => console.error(message)),
  );
  try {
    const admin = await registerUser(account, createPasswords(config.BCRYPT_COST));
    console.log(`Admin ${admin.username} <${admin.email}> created.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Mistakes in the input, the configuration or a taken email: say so, without a stack trace.
  const known =
    error instanceof UsageError || error instanceof ConfigError || error instanceof AppError;
  console.error(known ? error.message : error);
  if (error instanceof UsageError) console.error(`\n${USAGE}`);
  process.exitCode = 1;
});
