import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import { createDiskStorage } from './disk-storage';

const freshStorage = () => {
  const root = mkdtempSync(join(tmpdir(), 'scale-disk-'));
  return { root, storage: createDiskStorage(root) };
};

describe('disk storage', () => {
  it('puts, gets and deletes a file', async () => {
    const { storage } = freshStorage();
    await storage.put('avatars/u1/avatar.webp', Buffer.from('picture'), 'image/webp');
    const file = await storage.get('avatars/u1/avatar.webp');
    expect(file).not.toBeNull();
    expect(file?.contentType).toBe('image/webp');
    expect(file?.size).toBe(7);
    expect(await text(file?.stream as NonNullable<typeof file>['stream'])).toBe('picture');

    await storage.delete('avatars/u1/avatar.webp');
    expect(await storage.get('avatars/u1/avatar.webp')).toBeNull();
  });

  it('replaces a file whole and leaves no temporary file behind', async () => {
    const { root, storage } = freshStorage();
    await storage.put('links/u1/a.png', Buffer.from('first'), 'image/png');
    await storage.put('links/u1/a.png', Buffer.from('second'), 'image/png');
    expect(readdirSync(join(root, 'links/u1'))).toEqual(['a.png']);
    const file = await storage.get('links/u1/a.png');
    expect(await text(file?.stream as NonNullable<typeof file>['stream'])).toBe('second');
  });

  it('stores a local file by path, leaving the original and no temporary file', async () => {
    const { root, storage } = freshStorage();
    const local = join(root, 'incoming.pdf');
    writeFileSync(local, '%PDF-1.4 document');
    await storage.putFile('documents/u1/1-a.pdf', local, 'application/pdf');
    expect(existsSync(local)).toBe(true);
    expect(readdirSync(join(root, 'documents/u1'))).toEqual(['1-a.pdf']);
    const file = await storage.get('documents/u1/1-a.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(await text(file?.stream as NonNullable<typeof file>['stream'])).toBe(
      '%PDF-1.4 document',
    );
    await expect(storage.putFile('../escape.pdf', local, 'application/pdf')).rejects.toThrow();
  });

  it('answers null for a file that is not there', async () => {
    const { storage } = freshStorage();
    expect(await storage.get('avatars/nobody/avatar.webp')).toBeNull();
  });

  it('refuses paths that leave the files folder', async () => {
    const { storage } = freshStorage();
    for (const path of [
      '../escape.txt',
      'avatars/../../escape.txt',
      '/etc/passwd',
      'a//b',
      'a\\..\\b',
      '',
    ]) {
      await expect(storage.put(path, Buffer.from('x'), 'text/plain')).rejects.toThrow();
      expect(await storage.get(path)).toBeNull();
    }
    expect(await storage.get('../../../../etc/passwd')).toBeNull();
  });

  it('only warns when a delete fails', async () => {
    const { storage } = freshStorage();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(storage.delete('../outside')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives public URLs under /files/', () => {
    const { storage } = freshStorage();
    expect(storage.publicUrl('avatars/u1/avatar.webp')).toBe('/files/avatars/u1/avatar.webp');
  });
});
