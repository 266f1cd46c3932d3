// Writes the sample download files (apps/api/assets/downloads/<slug>.pdf) for every digital
// product of the demo catalogue. The files are committed; run this again after changing the
// seed's titles: `pnpm --filter @ministry/api exec tsx src/scripts/make-sample-downloads.ts`.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEED_TITLES } from '@ministry/catalogue-seed';
import { sampleFileName } from '../features/catalogue/seed/catalogue-seed.js';
import { samplePdf } from '../features/catalogue/seed/sample-pdf.js';
import { SAMPLE_DOWNLOADS_DIR } from '../features/downloads/downloads.env.js';

const FOOTER = 'Orthodox Resources  |  orthodox-resources.example  |  Freely given, freely give';

async function main() {
  await mkdir(SAMPLE_DOWNLOADS_DIR, { recursive: true });
  const titles = SEED_TITLES.filter(
    (title) => !title.externalUrl && title.variants.some(({ format }) => format === 'digital'),
  );
  for (const title of titles) {
    const digital = title.variants.find(({ format }) => format === 'digital');
    const paid = Boolean(digital?.price);
    const paragraphs = title.fileText ?? [
      title.abstract ?? '',
      title.scriptureContext ?? '',
      title.usageNotes ?? '',
      ...(paid
        ? [
            'This is a short sample edition from the demonstration shop; the full edition is delivered in its place in a live shop.',
          ]
        : []),
    ];
    const file = join(SAMPLE_DOWNLOADS_DIR, sampleFileName(title));
    await writeFile(file, samplePdf(title.name, paragraphs.filter(Boolean), FOOTER));
    console.log(`wrote ${file}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
