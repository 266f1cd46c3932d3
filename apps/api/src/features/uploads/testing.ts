// Test files of each kind, made here so that nothing binary is committed: real images (sharp),
// and the first bytes by which PDF, EPUB and MP4 files are known.
import sharp from 'sharp';

/** A PNG photograph-sized image of the given width. */
export const pngImage = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: '#8a2be2' } })
    .png()
    .toBuffer();

export const jpegImage = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#d4af37' } })
    .jpeg()
    .toBuffer();

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);

/** A small PDF whose text says which version of the booklet it is. */
export const pdfFile = (label: string, padding = 0) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.4\n% ${label}\n`),
    Buffer.alloc(padding, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);

/** A ZIP whose first entry is the EPUB `mimetype` file, stored uncompressed, as EPUB requires. */
export function epubFile(): Buffer {
  const name = Buffer.from('mimetype');
  const data = Buffer.from('application/epub+zip');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(10, 4);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(data.length, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, data, Buffer.alloc(64)]);
}

/** An MP4 (ISO base media, brand isom) followed by `size` bytes of media data. */
export function mp4File(size = 1024): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(size, 7)]);
}
