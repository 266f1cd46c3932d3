// Test files of each kind, made here so that nothing binary is committed: real images (sharp),
// and the first bytes by which PDF, EPUB, MP4 and audio files are known.
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

/**
 * An MP3 of `frames` silent frames (MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: 417 bytes each,
 * about 26 ms), each byte after a frame's header telling which frame it is, so a range shows
 * where it was cut from.
 */
export function mp3File(frames = 8): Buffer {
  const frame = (index: number) =>
    Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413, index % 256)]);
  return Buffer.concat(Array.from({ length: frames }, (_, index) => frame(index)));
}

/** An M4A (ISO base media, brand `M4A `) followed by `size` bytes of media data. */
export function m4aFile(size = 1024): Buffer {
  const ftyp = Buffer.from('00000018667479704d344120000000004d34412069736f6d', 'hex');
  return Buffer.concat([ftyp, Buffer.alloc(size, 3)]);
}

/** An Ogg page carrying an Opus identification header, followed by `size` bytes. */
export function opusFile(size = 1024): Buffer {
  const page = Buffer.alloc(28);
  page.write('OggS', 0, 'latin1');
  page[5] = 0x02; // the first page of its stream
  page[26] = 1; // one segment
  page[27] = 19; // of the 19 bytes of OpusHead
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1; // version
  head[9] = 1; // mono
  head.writeUInt32LE(48_000, 12);
  return Buffer.concat([page, head, Buffer.alloc(size, 5)]);
}
