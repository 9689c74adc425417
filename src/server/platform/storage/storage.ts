// Where uploaded files live (spec §7 "File storage"): the local disk under DATA_DIR by
// default, or an S3-compatible bucket when the S3_* variables are set. Either way the
// app serves them itself at /files/{path}, so a URL never depends on the driver.

import type { Readable } from 'node:stream';

export type StoredFile = { stream: Readable; contentType: string; size: number };

export type Storage = {
  put(path: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a file that is already on the local disk without reading it into memory
   * (documents of up to 10 MB, many at once). The local file is left where it is.
   */
  putFile(path: string, localFilePath: string, contentType: string): Promise<void>;
  get(path: string): Promise<StoredFile | null>;
  /** Never throws: a file left behind is only warned about (spec §7). */
  delete(path: string): Promise<void>;
  /** '/files/' + path. */
  publicUrl(path: string): string;
};

export const FILES_URL_PREFIX = '/files/';

export function publicFileUrl(path: string): string {
  return FILES_URL_PREFIX + path.split('/').map(encodeURIComponent).join('/');
}

/** Files under documents/ are never served at /files/ (decision 018). */
export const PRIVATE_STORAGE_PREFIXES = ['documents/'] as const;

export function isPrivateStoragePath(path: string): boolean {
  return PRIVATE_STORAGE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * A storage path is relative, '/'-separated, made of plain segments: no '..', no '.',
 * no empty segment, no backslash or NUL. Anything else could escape the files folder
 * or the bucket prefix, so it is refused before any driver sees it.
 */
export function checkStoragePath(path: string): string {
  const segments = path.split('/');
  const ok =
    path.length > 0 &&
    path.length <= 512 &&
    !/[\\\0]/.test(path) &&
    segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!ok) throw new InvalidStoragePathError(path);
  return path;
}

export class InvalidStoragePathError extends Error {
  constructor(path: string) {
    super(`Invalid storage path: ${JSON.stringify(path)}`);
  }
}
