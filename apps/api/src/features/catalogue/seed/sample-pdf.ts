/**
 * A tiny PDF writer for the sample downloads: one or more Letter pages of wrapped Helvetica
 * text, with nothing in it that changes between runs, so regenerating the files leaves git clean.
 */
const PAGE = { width: 612, height: 792, margin: 72 };
const BODY = { size: 11, leading: 15, charsPerLine: 88 };
const TITLE = { size: 18, leading: 24, charsPerLine: 48 };

/** Typographic characters outside WinAnsi's Latin-1 range, spelled with plain ones. */
const PLAIN: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': ' - ',
  '…': '...',
};

const toWinAnsi = (text: string) =>
  [...text].map((char) => PLAIN[char] ?? (char.charCodeAt(0) <= 0xff ? char : '?')).join('');

const escapePdf = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Line {
  text: string;
  font: 'F1' | 'F2';
  size: number;
  leading: number;
}

export function samplePdf(title: string, paragraphs: string[], footer: string): Buffer {
  const lines: Line[] = [
    ...wrap(toWinAnsi(title), TITLE.charsPerLine).map((text): Line => ({
      text,
      font: 'F2',
      size: TITLE.size,
      leading: TITLE.leading,
    })),
    { text: '', font: 'F1', size: BODY.size, leading: BODY.leading },
    ...paragraphs.flatMap((paragraph): Line[] => [
      ...wrap(toWinAnsi(paragraph), BODY.charsPerLine).map((text): Line => ({
        text,
        font: 'F1',
        size: BODY.size,
        leading: BODY.leading,
      })),
      { text: '', font: 'F1', size: BODY.size, leading: BODY.leading },
    ]),
  ];

  // Split into pages by height.
  const pages: Line[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    if (y - line.leading < PAGE.margin + 30) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    pages.at(-1)?.push(line);
    y -= line.leading;
  }

  const contents = pages.map((pageLines, index) => {
    let cursor = PAGE.height - PAGE.margin;
    const drawn: string[] = [];
    for (const line of pageLines) {
      cursor -= line.leading;
      if (line.text) {
        drawn.push(
          `BT /${line.font} ${line.size} Tf ${PAGE.margin} ${cursor} Td (${escapePdf(line.text)}) Tj ET`,
        );
      }
    }
    const pageFooter = `${toWinAnsi(footer)}  |  page ${index + 1} of ${pages.length}`;
    drawn.push(
      `BT /F1 8 Tf ${PAGE.margin} ${PAGE.margin - 30} Td (${escapePdf(pageFooter)}) Tj ET`,
    );
    return drawn.join('\n');
  });

  // Objects: 1 catalog, 2 pages, 3 and 4 fonts, then a page and its content per page.
  const pageIds = pages.map((_, index) => 5 + index * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  contents.forEach((content, index) => {
    const contentId = pageIds[index]! + 1;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  });

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
