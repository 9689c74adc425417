import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '@/core/document-schemas';
import { DOCUMENT_MESSAGES } from '@/core/messages';
import { checkDocumentFile, titleFromFilename } from './check-document-file';
import { formatBytes, formatDuration } from './format';

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

  it('refuses a file by its first bytes and size, with the messages the server gives', async () => {
    expect(await checkDocumentFile(new File(['%PDF-1.7 ...'], 'q3.pdf'))).toBeNull();
    expect(await checkDocumentFile(new File(['RIFF\0\0\0\0WEBPVP8 '], 'photo'))).toBeNull();
    expect(await checkDocumentFile(new File(['MZ\x90\0 not a pdf'], 'setup.pdf'))).toBe(
      DOCUMENT_MESSAGES.wrongFileType,
    );
    expect(await checkDocumentFile(new File([], 'empty.pdf'))).toBe(DOCUMENT_MESSAGES.emptyFile);
    const huge = new File([new Uint8Array(DOCUMENT_MAX_BYTES + 1)], 'huge.pdf');
    expect(await checkDocumentFile(huge)).toBe(DOCUMENT_MESSAGES.fileTooLarge);
  });

  it('takes a first title from the file name', () => {
    expect(titleFromFilename('Q3 proposal.pdf', 100)).toBe('Q3 proposal');
    expect(titleFromFilename('.pdf', 100)).toBe('.pdf');
    expect(titleFromFilename(`${'a'.repeat(120)}.png`, 100)).toHaveLength(100);
  });
});
