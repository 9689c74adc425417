// .vcf cards streamed line by line into the vCard reader (core/import/vcard.ts). An
// 8-bit file reaches the reader undecoded, as byte strings, so each property is decoded
// in its own CHARSET; a UTF-16 file is decoded first (decision 041).
import { type VCardDecoding, VCardReader } from '../../../../core/import/vcard';
import { CLIENT_MESSAGES } from '../../../../core/messages';
import { badRequest } from '../../../http/errors';
import type { ImportBody } from './import-body';
import { type ImportSource, type SourceRow, withFirstRow } from './import-source';
import { byteStrings, decodeText, detectTextEncoding, isUtf16 } from './text-decoding';

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

async function* vcfRows(
  lines: AsyncIterable<string>,
  decoding: VCardDecoding,
): AsyncGenerator<SourceRow> {
  const reader = new VCardReader(decoding);
  const bom = decoding.bytes ? /^\xEF\xBB\xBF/ : /^\uFEFF/;
  let number = 0;
  for await (const line of lines) {
    number++;
    yield* reader.push(number === 1 ? line.replace(bom, '') : line, number);
  }
  yield* reader.end();
}

export async function openVcfSource(body: ImportBody): Promise<ImportSource> {
  const encoding = detectTextEncoding(await body.peek(64 * 1024));
  const text = isUtf16(encoding);
  const decoding: VCardDecoding = {
    bytes: !text,
    // A value that is no valid UTF-8 in a file that otherwise is: the usual code page.
    legacyCharset: encoding === 'utf-8' || text ? 'windows-1252' : encoding,
  };
  const chunks = text ? decodeText(body.chunks(), encoding) : byteStrings(body.chunks());
  const rows = await withFirstRow(vcfRows(textLines(chunks), decoding));
  if (!rows) {
    await body.discard();
    throw badRequest(CLIENT_MESSAGES.noVcfData);
  }
  return { total: null, rows };
}
