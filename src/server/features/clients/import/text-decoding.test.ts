// Which encoding a text file is read in, from bytes built here: UTF-16 without a BOM
// (both byte orders), the legacy code pages a contact export comes in, and binary.
import { describe, expect, it } from 'vitest';
import { decodeText, detectTextEncoding, guessLegacyEncoding } from './text-decoding';

function utf16(text: string, order: 'le' | 'be'): Uint8Array {
  const bytes = new Uint8Array(text.length * 2);
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    bytes[index * 2 + (order === 'le' ? 0 : 1)] = unit & 0xff;
    bytes[index * 2 + (order === 'le' ? 1 : 0)] = unit >> 8;
  }
  return bytes;
}

/** Text in a single-byte code page, from a table of the characters it uses. */
function singleByte(text: string, table: Record<string, number>): Uint8Array {
  return Uint8Array.from(Array.from(text), (char) => table[char] ?? char.charCodeAt(0));
}

const CARD = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ægean Lübke\r\nEND:VCARD\r\n';

async function decodeAll(bytes: Uint8Array): Promise<string> {
  async function* one() {
    yield bytes;
  }
  let text = '';
  for await (const part of decodeText(one(), detectTextEncoding(bytes))) text += part;
  return text;
}

describe('detectTextEncoding', () => {
  it('reads UTF-16 without a BOM in either byte order by its NUL bytes', async () => {
    expect(detectTextEncoding(utf16(CARD, 'le'))).toBe('utf-16le');
    expect(detectTextEncoding(utf16(CARD, 'be'))).toBe('utf-16be');
    expect(await decodeAll(utf16(CARD, 'be'))).toBe(CARD);
    // With a BOM, as before.
    expect(detectTextEncoding(utf16(`\uFEFF${CARD}`, 'le'))).toBe('utf-16le');
  });

  it('reads UTF-8 with and without a BOM', async () => {
    const bytes = new TextEncoder().encode(CARD);
    expect(detectTextEncoding(bytes)).toBe('utf-8');
    expect(await decodeAll(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toBe(CARD);
  });

  it('tells the legacy code pages apart by how their letters read, Windows-1252 by default', () => {
    const western = singleByte('Name,City\nJürgen Müller,München\nFrançois,Besançon\n', {
      ü: 0xfc,
      ç: 0xe7,
    });
    const polish = singleByte('Name,City\nMałgorzata Wąsowska,Łódź\nPaweł Żak,Gdańsk\n', {
      ł: 0xb3,
      ą: 0xb9,
      Ł: 0xa3,
      ó: 0xf3,
      ź: 0x9f,
      Ż: 0xaf,
      ń: 0xf1,
    });
    // "Иван Петров, Москва" in Windows-1251 and in KOI8-R.
    const russian = 'Иван Петров,Москва\nАнна Смирнова,Санкт-Петербург\n';
    const cp1251 = Uint8Array.from(Array.from(russian), (char) => {
      const code = char.charCodeAt(0);
      return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
    });
    const koi8 = new Uint8Array(cp1251.length);
    const koiDecoded = Array.from({ length: 256 }, (_, byte) =>
      new TextDecoder('koi8-r').decode(Uint8Array.of(byte)),
    );
    Array.from(russian).forEach((char, index) => {
      koi8[index] = char.charCodeAt(0) < 0x80 ? char.charCodeAt(0) : koiDecoded.indexOf(char);
    });
    expect(detectTextEncoding(western)).toBe('windows-1252');
    expect(detectTextEncoding(polish)).toBe('windows-1250');
    expect(detectTextEncoding(cp1251)).toBe('windows-1251');
    expect(detectTextEncoding(koi8)).toBe('koi8-r');
    expect(new TextDecoder(guessLegacyEncoding(koi8)).decode(koi8)).toBe(russian);
    // Nothing to tell them apart: the default.
    expect(guessLegacyEncoding(Uint8Array.of(0x41, 0xe9, 0x42))).toBe('windows-1252');
  });

  it('still refuses binary content', () => {
    const binary = Uint8Array.from({ length: 512 }, (_, index) => (index * 7) % 256);
    expect(() => detectTextEncoding(binary)).toThrow();
    expect(() => detectTextEncoding(new Uint8Array(300))).toThrow();
  });
});
