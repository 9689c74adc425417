// .vcf cards streamed line by line into the vCard reader (core/import/vcard.ts).
import { VCardReader } from '../../../../core/import/vcard';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { badRequest } from '../../../http/errors';
import type { ImportBody } from './import-body';
import { type ImportSource, type SourceRow, withFirstRow } from './import-source';
import { decodeText, detectTextEncoding } from './text-decoding';

/** Splits text chunks into lines (CRLF, LF or CR), keeping the numbering across chunks. */
export async function* textLines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let rest = '';
  for await (const chunk of chunks) {
    rest += chunk;
    const parts = rest.split(/\r\n|\n|\r(?!$)/);
    rest = parts.pop() ?? '';
    yield* parts;
  }
  if (rest !== '') yield* rest.split(/\r\n|\n|\r/);
}

async function* vcfRows(lines: AsyncIterable<string>): AsyncGenerator<SourceRow> {
  const reader = new VCardReader();
  let number = 0;
  for await (const line of lines) {
    number++;
    yield* reader.push(number === 1 ? line.replace(/^\uFEFF/, '') : line, number);
  }
  yield* reader.end();
}

export async function openVcfSource(body: ImportBody): Promise<ImportSource> {
  const encoding = detectTextEncoding(await body.peek(64 * 1024));
  const rows = await withFirstRow(vcfRows(textLines(decodeText(body.chunks(), encoding))));
  if (!rows) {
    await body.discard();
    throw badRequest(CLIENT_MESSAGES.noVcfData);
  }
  return { total: null, rows };
}
