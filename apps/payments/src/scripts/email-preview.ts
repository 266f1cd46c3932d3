// `pnpm --filter @ministry/payments email:preview [folder]`: writes every email template, filled
// with a sample order, as HTML (and its plain-text part) for viewing in a browser; by default
// into .data/email-preview/ at the repository's root (git-ignored).
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { workspaceRoot } from '@ministry/http';
import { sampleEmails } from '../emails/samples.js';

const folder = resolve(process.argv[2] ?? join(workspaceRoot(), '.data', 'email-preview'));
await mkdir(folder, { recursive: true });
for (const [name, message] of Object.entries(sampleEmails())) {
  await writeFile(join(folder, `${name}.html`), message.html ?? '');
  await writeFile(join(folder, `${name}.txt`), `Subject: ${message.subject}\n\n${message.text}\n`);
  console.log(`${name}: ${join(folder, `${name}.html`)}`);
}
