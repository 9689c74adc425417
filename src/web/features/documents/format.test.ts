import { describe, expect, it } from 'vitest';
import { sniffDocumentKind, titleFromFilename } from './check-document-file';
import { formatBytes, formatDuration } from './format';

const bytes = (text: string) => new Uint8Array([...text].map((char) => char.charCodeAt(0)));

describe('documents tab formats', () => {
  it('shows sizes in KB below a megabyte and in MB above', () => {
    expect(formatBytes(100)).toBe('1 KB');
    expect(formatBytes(250 * 1024)).toBe('250 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('shows durations as m:ss or h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(3729)).toBe('1:02:09');
  });

  it('tells a document kind from its first bytes, not its name', () => {
    expect(sniffDocumentKind(bytes('%PDF-1.7'))).toBe('pdf');
    expect(sniffDocumentKind(bytes('GIF89a..'))).toBe('gif');
    expect(sniffDocumentKind(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffDocumentKind(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffDocumentKind(bytes('MZ\x90\0'))).toBeNull();
    expect(sniffDocumentKind(bytes('WEBP'))).toBeNull();
  });

  it('takes a first title from the file name', () => {
    expect(titleFromFilename('Q3 proposal.pdf', 100)).toBe('Q3 proposal');
    expect(titleFromFilename('.pdf', 100)).toBe('.pdf');
    expect(titleFromFilename(`${'a'.repeat(120)}.png`, 100)).toHaveLength(100);
  });
});
