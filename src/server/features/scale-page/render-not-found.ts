// The answer for a Scale Page that does not exist or is not public (spec §2), in
// the page's own look and as light as the page itself.
import { MESSAGES } from '../../../core/messages';
import { escapeHtml } from '../../http/escape';

const STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:linear-gradient(180deg,#4f46e5,#5b21b6);color:#fff;text-align:center;padding:1rem;box-sizing:border-box}main{max-width:28rem}h1{font-size:1.75rem;margin:0}p{color:#e0e7ff}a{display:inline-block;margin-top:1rem;padding:.65rem 1.25rem;border-radius:.6rem;background:#fff;color:#4338ca;font-weight:600;text-decoration:none}';

export function renderScalePageNotFound(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(MESSAGES.scalePageNotFound)} | Scale</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(MESSAGES.scalePageNotFound)}</h1><p>${escapeHtml(MESSAGES.scalePageNotFoundDetail)}</p><a href="/">Go to the home page</a></main></body></html>`;
}
