// A small, valid PDF written by hand (objects + cross-reference table), for upload and
// viewer tests that need real pages without a PDF library or fixture files.

export type MakePdfOptions = {
  /** The text on page N; "Page N" unless given. Latin-1 only. */
  pageText?: (page: number) => string;
  /**
   * Grow the file to at least this many bytes with an unreferenced filler stream, so a
   * test can send an over-the-limit file that is still a well-formed PDF.
   */
  minBytes?: number;
};

/** A Letter-sized PDF with `pages` pages, each showing "Page N" in large Helvetica. */
export function makePdf(pages: number, options: MakePdfOptions = {}): Buffer {
  if (!Number.isInteger(pages) || pages < 1) throw new Error('makePdf needs at least one page');
  const pageText = options.pageText ?? ((page: number) => `Page ${page}`);
  const objects: string[] = [];
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: pages }, (_, index) => `${3 + index * 2} 0 R`);
  objects.push(`<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`);
  for (let page = 1; page <= pages; page++) {
    const content = `BT /F1 48 Tf 72 700 Td (${escapePdfString(pageText(page))}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${2 + page * 2} 0 R ` +
        '/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>',
    );
    objects.push(
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    );
  }
  const pdf = serialize(objects);
  if (options.minBytes === undefined || pdf.length >= options.minBytes) return pdf;
  // The filler object's own framing and its xref row cost a little over 64 bytes.
  const filler = Math.max(0, options.minBytes - pdf.length - 64);
  objects.push(`<< /Length ${filler} >>\nstream\n${'%'.repeat(filler)}\nendstream`);
  return serialize(objects);
}

function serialize(objects: string[]): Buffer {
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}
