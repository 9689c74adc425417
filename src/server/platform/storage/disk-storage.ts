// Files on the local disk. A write goes to a temporary file renamed into place, so a
// reader never sees half a file and a crash never leaves one behind under its name.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { checkStoragePath, publicFileUrl, type Storage } from './storage';

/** Content types are not kept beside the file; they follow from the extension we chose. */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
  txt: 'text/plain; charset=utf-8',
};

export function contentTypeForPath(path: string): string {
  const extension = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

export function createDiskStorage(root: string): Storage {
  const base = resolve(root);
  // Belt and braces after checkStoragePath: the resolved file must stay under the root.
  const fileFor = (path: string) => {
    const file = resolve(join(base, checkStoragePath(path)));
    if (!file.startsWith(base + sep)) throw new Error(`Path escapes the files folder: ${path}`);
    return file;
  };

  return {
    async put(path, data) {
      const file = fileFor(path);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async putFile(path, localFilePath) {
      const file = fileFor(path);
      await mkdir(dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        // copyFile lets the kernel move the bytes (copy-on-write where the disk can).
        await copyFile(localFilePath, temporary);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(path) {
      let file: string;
      try {
        file = fileFor(path);
      } catch {
        return null;
      }
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          stream: createReadStream(file),
          contentType: contentTypeForPath(path),
          size: info.size,
        };
      } catch {
        return null;
      }
    },

    async delete(path) {
      try {
        await rm(fileFor(path), { force: true });
      } catch (error) {
        console.warn(`Could not delete stored file ${path}:`, error);
      }
    },

    publicUrl: publicFileUrl,
  };
}
