// What an uploaded file really is, judged from its bytes by file-type (decision 034),
// which knows hundreds of formats and is kept up to date upstream: names and declared
// types are whatever the sender says, so neither is believed. Only the kinds in
// core/file-kinds.ts are ever accepted; any other answer is "none of ours".
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import { FILE_KINDS, type FileKind } from '../../../core/file-kinds';

const KINDS_BY_MIME = new Map<string, FileKind>(
  Object.entries(FILE_KINDS).map(([kind, { contentType }]) => [contentType, kind as FileKind]),
);
// An animated PNG is a PNG to every reader (sharp, browsers): its first frame shows.
KINDS_BY_MIME.set('image/apng', 'png');

const kindOf = (result: { mime: string } | undefined) =>
  result ? KINDS_BY_MIME.get(result.mime) : undefined;

/** The kind of a file held in memory. */
export async function detectFileKind(data: Uint8Array): Promise<FileKind | undefined> {
  return kindOf(await fileTypeFromBuffer(data));
}

/** The kind of a file on the local disk, reading only as much of it as file-type needs. */
export async function detectFileKindOfFile(path: string): Promise<FileKind | undefined> {
  return kindOf(await fileTypeFromFile(path));
}
