// The Content-Security-Policy of every HTML page the server prepares (issue 16): the
// React app's shell, the booking page, the shared-document shell and the marketing and
// status pages. Scripts run only from this origin, plus the exact inline scripts the page
// itself carries, allowed by their SHA-256 — no 'unsafe-inline', no 'unsafe-eval', no
// nonce to thread through caches. Styles may be inline: React, Radix and sonner set
// style attributes and a <style> element, and a style cannot run code. The Scale Page
// keeps its own stricter policy (features/scale-page/render-scale-page.ts).
import { createHash } from 'node:crypto';

/** Inline <script> elements the browser would run (not JSON data blocks, not src=). */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const RUNS_AS_SCRIPT = /^(|module|text\/javascript|application\/javascript)$/i;

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNS_AS_SCRIPT.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy for one prepared page. */
export function htmlPagePolicy(html: string): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inlineScriptHashes(html)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // Avatars and link thumbnails are ours; a Google account's picture is not.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // pdf.js renders in a worker of ours; the links editor previews the Scale Page.
    "worker-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The policy of pdf.js's worker script (decision 042). A worker started from a URL takes
 * its policy from that script's response, not from the page, so without this the code
 * that parses PDFs from anyone would run unrestricted. It may load scripts and fetch from
 * this origin only (its decoders, CMaps and fonts, /assets/pdfjs/…), and compile
 * WebAssembly ('wasm-unsafe-eval': the JPEG 2000, JBIG2 and colour decoders) — but not
 * eval JavaScript.
 */
export const PDF_WORKER_POLICY = [
  "default-src 'none'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "connect-src 'self'",
].join('; ');
