// The Scale Page's contact form (issue 4): a plain HTML form that posts to
// /:username/contact and works without JavaScript. The page's own render calls this
// when the owner has switched the form on; the form's route re-renders the page with
// the visitor's values and messages after a bad submission.
import { LEAD_FORM_MESSAGES } from '../../../core/messages';
import { escapeHtml } from '../../http/escape';

export const LEAD_FORM_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type LeadFormField = (typeof LEAD_FORM_FIELDS)[number];

/** The form's inputs as the visitor typed them; the honeypot's name is a bot's favourite. */
export type LeadFormValues = Record<LeadFormField, string>;
export const HONEYPOT_FIELD = 'website';
export const LEAD_MESSAGE_MAX = 2000;
export const LEAD_NAME_MAX = 200;

/** What the form shows besides its empty inputs. */
export type LeadFormView = {
  sent?: boolean;
  values?: Partial<LeadFormValues>;
  errors?: Partial<Record<LeadFormField, string>>;
  /** A message about the whole form (too many submissions, say). */
  formError?: string;
};

/** Appended to the page's style only when the form is on, so pages without it stay as small. */
export const LEAD_FORM_STYLE =
  '.f{margin-top:2rem;padding:1.25rem;border-radius:.85rem;background:#fff}.f h2{margin:0;font-size:1.15rem}.f label{display:block;margin-top:.85rem;font-weight:600;font-size:.875rem}.f input,.f textarea{display:block;width:100%;margin-top:.25rem;padding:.6rem .75rem;border:1px solid #94a3b8;border-radius:.5rem;font:inherit;color:inherit;background:#fff}.f [aria-invalid]{border-color:#b91c1c}.f button{margin-top:1rem;width:100%;min-height:2.75rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff;font:inherit;font-weight:600;cursor:pointer}.f button:focus-visible,.f input:focus-visible,.f textarea:focus-visible{outline:2px solid #4338ca;outline-offset:2px}.er{margin:.25rem 0 0;color:#b91c1c;font-size:.875rem}.ok{margin:.75rem 0 0;color:#047857;font-weight:600}.hp{position:absolute;left:-9999px}';

const LABELS: Record<LeadFormField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone (optional)',
  message: 'Message',
};

function field(name: LeadFormField, view: LeadFormView): string {
  const id = `lf-${name}`;
  const value = view.values?.[name] ?? '';
  const error = view.errors?.[name];
  const errorAttributes = error ? ` aria-invalid="true" aria-describedby="${id}-e"` : '';
  const errorHtml = error ? `<p class="er" id="${id}-e">${escapeHtml(error)}</p>` : '';
  const label = `<label for="${id}">${LABELS[name]}</label>`;
  if (name === 'message') {
    return `${label}<textarea id="${id}" name="message" rows="4" maxlength="${LEAD_MESSAGE_MAX}"${errorAttributes}>${escapeHtml(value)}</textarea>${errorHtml}`;
  }
  const attributes = {
    name: ` required maxlength="${LEAD_NAME_MAX}" autocomplete="name"`,
    email: ' type="email" required maxlength="254" autocomplete="email"',
    phone: ' type="tel" maxlength="40" autocomplete="tel"',
  }[name];
  return `${label}<input id="${id}" name="${name}"${attributes} value="${escapeHtml(value)}"${errorAttributes}>${errorHtml}`;
}

/** `action`: where the form posts (/:username/contact, or a team's /team/:slug/contact). */
export function renderLeadForm(action: string, view: LeadFormView = {}): string {
  const heading = `<h2 id="fh">${escapeHtml(LEAD_FORM_MESSAGES.heading)}</h2>`;
  if (view.sent) {
    return `<section id="contact" class="f" aria-labelledby="fh">${heading}<p class="ok" role="status">${escapeHtml(LEAD_FORM_MESSAGES.sent)}</p></section>`;
  }
  const formError = view.formError
    ? `<p class="er" role="alert">${escapeHtml(view.formError)}</p>`
    : '';
  // Hidden from people (off screen), from screen readers (aria-hidden) and from the
  // keyboard (tabindex): only a bot filling every input fills it.
  const honeypot = `<div class="hp" aria-hidden="true"><label for="lf-${HONEYPOT_FIELD}">Website</label><input id="lf-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>`;
  const fields = LEAD_FORM_FIELDS.map((name) => field(name, view)).join('');
  return `<section id="contact" class="f" aria-labelledby="fh">${heading}${formError}<form method="post" action="${escapeHtml(action)}">${fields}${honeypot}<button type="submit">Send message</button></form></section>`;
}
