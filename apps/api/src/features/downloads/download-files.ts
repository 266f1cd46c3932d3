import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';

const isInside = (dir: string, path: string): boolean => {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/**
 * The file a product names, if it is a regular file inside the downloads folder. A name that
 * climbs out (`../../etc/passwd`), an absolute path, or a symbolic link pointing elsewhere is
 * refused like a missing file, so a bad record can never serve anything else on the disk.
 */
export async function findDownloadFile(
  dir: string,
  name: string,
): Promise<{ path: string; size: number } | undefined> {
  const candidate = resolve(dir, name);
  if (name.includes('\0') || !isInside(dir, candidate)) return undefined;
  try {
    const [realDir, realFile] = await Promise.all([realpath(dir), realpath(candidate)]);
    if (!isInside(realDir, realFile)) return undefined;
    const info = await stat(realFile);
    return info.isFile() ? { path: realFile, size: info.size } : undefined;
  } catch {
    return undefined;
  }
}

/** Only web links may be handed to a browser as a download; never `javascript:` or `file:`. */
export const isWebLink = (url: string): boolean => {
  try {
    return ['http:', 'https:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
};
