import { describe, expect, it } from 'vitest';
import { sniffFileKind } from './file-kinds';

const bytes = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));
const hex = (text: string) =>
  Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));

describe('sniffFileKind', () => {
  it('knows PNG, JPEG, GIF, WebP and PDF by their first bytes, not their name', () => {
    expect(sniffFileKind(hex('89504e470d0a1a0a0000000d49484452'))).toBe('png');
    expect(sniffFileKind(hex('ffd8ffe000104a464946'))).toBe('jpeg');
    expect(sniffFileKind(bytes('GIF87a....'))).toBe('gif');
    expect(sniffFileKind(bytes('GIF89a....'))).toBe('gif');
    expect(sniffFileKind(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffFileKind(bytes('%PDF-1.7'))).toBe('pdf');
  });

  it('knows nothing else, nor a signature cut short or out of place', () => {
    expect(sniffFileKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffFileKind(bytes('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffFileKind(bytes('MZ\x90\0'))).toBeUndefined();
    expect(sniffFileKind(bytes('WEBP'))).toBeUndefined();
    expect(sniffFileKind(bytes('%PDF'))).toBeUndefined();
    expect(sniffFileKind(new Uint8Array(0))).toBeUndefined();
  });
});
