// Where the app serves the files pdf.js loads on demand (decision 042): its wasm decoders
// (JPEG 2000, JBIG2, ICC colour), the CMaps of CJK fonts a PDF does not embed, the
// standard 14 fonts and the CMYK profile. The server answers this path from the installed
// pdfjs-dist; the viewer hands pdf.js these folders. The version in the path lets the
// files be cached for a year and never pairs one pdf.js with another's decoders.

/** The folders of pdfjs-dist the app serves, by the getDocument option that names them. */
export const PDFJS_ASSET_FOLDERS = {
  wasmUrl: 'wasm',
  cMapUrl: 'cmaps',
  standardFontDataUrl: 'standard_fonts',
  iccUrl: 'iccs',
} as const;

export type PdfJsAssetOption = keyof typeof PDFJS_ASSET_FOLDERS;

/** The URL path of the assets of pdf.js `version` (with the trailing slash pdf.js wants). */
export function pdfJsAssetsPath(version: string): string {
  return `/assets/pdfjs/${encodeURIComponent(version)}/`;
}
