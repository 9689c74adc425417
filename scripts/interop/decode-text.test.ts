import { describe, expect, it } from 'vitest';
import { decodeText, decodeWithCharset, detectEncoding } from './decode-text';

describe('decodeText', () => {
  it('reads Windows-1252 with its own characters in 0x80–0x9F (not ISO-8859-1)', () => {
    const bytes = Uint8Array.from([...Buffer.from('text', 'latin1'), 0x85, 0x20, 0x80, 0x93, 0xfc]);
    expect(decodeText(bytes)).toEqual({ text: 'text… €“ü', encoding: 'windows-1252' });
  });

  it('drops BOMs and recognises UTF-16 with and without one', () => {
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, 0x41]))).toEqual({
      text: 'A',
      encoding: 'utf-8',
    });
    const le = Buffer.from('Name,E-mail\r\n', 'utf16le');
    expect(decodeText(new Uint8Array(Buffer.concat([Buffer.from([0xff, 0xfe]), le]))).text).toBe(
      'Name,E-mail\r\n',
    );
    expect(detectEncoding(new Uint8Array(le)).encoding).toBe('utf-16le');
    const be = Buffer.from(le).swap16();
    expect(detectEncoding(new Uint8Array(be))).toEqual({ encoding: 'utf-16be', bom: 0 });
  });
});

describe('decodeWithCharset', () => {
  it('uses the named charset, and guesses for an unknown one', () => {
    expect(decodeWithCharset(Uint8Array.from([0x4d, 0xfc]), 'ISO-8859-1')).toBe('Mü');
    expect(decodeWithCharset(Uint8Array.from([0x4d, 0xc3, 0xbc]), 'invalid-encoding')).toBe('Mü');
    expect(decodeWithCharset(Uint8Array.from([0x4d, 0xfc]), undefined)).toBe('Mü');
  });
});
