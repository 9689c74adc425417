// The pages a visitor meets before a protected document (issue 23): the gate (e-mail,
// password, or both), the one-time code step, and each refusal (expired, disabled, wrong
// password). Server-rendered plain HTML forms that work without JavaScript; they name
// the person who shared, never the document (no title, no page count, no bytes).
import { DOCUMENT_MESSAGES } from '../../../../core/messages';
import { escapeHtml } from '../../../http/escape';

const STYLE =
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f4f4f5;color:#18181b;padding:1rem;box-sizing:border-box}main{width:100%;max-width:26rem;background:#fff;border:1px solid #e4e4e7;border-radius:.75rem;padding:1.5rem;box-sizing:border-box}h1{font-size:1.35rem;margin:0 0 .5rem}p{margin:.25rem 0 1rem;color:#3f3f46}label{display:block;font-weight:600;font-size:.9rem;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.6rem .7rem;border:1px solid #a1a1aa;border-radius:.5rem;font:inherit}input:focus-visible,button:focus-visible{outline:3px solid #4f46e5;outline-offset:2px}button{margin-top:1rem;width:100%;padding:.7rem 1rem;border:0;border-radius:.5rem;background:#4338ca;color:#fff;font:inherit;font-weight:600;cursor:pointer}button.secondary{background:#fff;color:#4338ca;border:1px solid #4338ca}.error{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}.notice{background:#eef2ff;border-radius:.5rem;padding:.6rem .75rem;color:#312e81}[role=alert]{background:#fef2f2;color:#991b1b;border-radius:.5rem;padding:.6rem .75rem}';

export type GateFields = { email: boolean; password: boolean };

export type GateView =
  | {
      kind: 'gate';
      ownerName: string;
      fields: GateFields;
      values?: { email?: string; name?: string };
      errors?: { email?: string; name?: string; password?: string };
      alert?: string;
    }
  | {
      kind: 'code';
      ownerName: string;
      email: string;
      notice?: string;
      error?: string;
    }
  | { kind: 'refusal'; title: string; body: string };

/** A plain page in the gate's look; a data room's listing (room-page.ts) adds its own rules. */
export function page(title: string, main: string, extraStyle = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin"><title>${escapeHtml(title)}</title><style>${STYLE}${extraStyle}</style></head><body><main>${main}</main></body></html>`;
}

function field(input: {
  id: string;
  label: string;
  type: string;
  value?: string;
  error?: string;
  autocomplete: string;
  required?: boolean;
  extra?: string;
}): string {
  const errorId = `${input.id}-error`;
  const described = input.error ? ` aria-invalid="true" aria-describedby="${errorId}"` : '';
  return `<label for="${input.id}">${escapeHtml(input.label)}</label><input id="${input.id}" name="${input.id}" type="${input.type}" autocomplete="${input.autocomplete}"${input.required ? ' required' : ''}${input.value ? ` value="${escapeHtml(input.value)}"` : ''}${input.extra ?? ''}${described}>${input.error ? `<p class="error" id="${errorId}">${escapeHtml(input.error)}</p>` : ''}`;
}

export function renderGatePage(view: GateView, action: string): string {
  if (view.kind === 'refusal') {
    return page(view.title, `<h1>${escapeHtml(view.title)}</h1><p>${escapeHtml(view.body)}</p>`);
  }
  if (view.kind === 'code') {
    return page(
      DOCUMENT_MESSAGES.gateTitle,
      `<h1>${escapeHtml(DOCUMENT_MESSAGES.gateTitle)}</h1>` +
        `<p>${escapeHtml(DOCUMENT_MESSAGES.gateIntro(view.ownerName))}</p>` +
        (view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : '') +
        `<form method="post" action="${escapeHtml(action)}" novalidate>` +
        `<input type="hidden" name="email" value="${escapeHtml(view.email)}">` +
        field({
          id: 'code',
          label: 'Code',
          type: 'text',
          autocomplete: 'one-time-code',
          required: true,
          error: view.error,
          extra: ' inputmode="numeric" pattern="[0-9]{6}" maxlength="6"',
        }) +
        `<button type="submit" name="step" value="code">${escapeHtml(DOCUMENT_MESSAGES.gateVerify)}</button>` +
        `<button type="submit" name="step" value="resend" class="secondary">${escapeHtml(DOCUMENT_MESSAGES.gateSendNewCode)}</button>` +
        '</form>',
    );
  }
  const intro = [
    view.fields.email ? DOCUMENT_MESSAGES.gateEmailIntro : null,
    view.fields.password && !view.fields.email ? DOCUMENT_MESSAGES.gatePasswordIntro : null,
  ].filter(Boolean);
  return page(
    view.alert === DOCUMENT_MESSAGES.gateWrongPassword
      ? DOCUMENT_MESSAGES.wrongPasswordTitle
      : DOCUMENT_MESSAGES.gateTitle,
    `<h1>${escapeHtml(view.alert === DOCUMENT_MESSAGES.gateWrongPassword ? DOCUMENT_MESSAGES.wrongPasswordTitle : DOCUMENT_MESSAGES.gateTitle)}</h1>` +
      `<p>${escapeHtml(DOCUMENT_MESSAGES.gateIntro(view.ownerName))} ${escapeHtml(intro.join(' '))}</p>` +
      (view.alert ? `<p role="alert">${escapeHtml(view.alert)}</p>` : '') +
      `<form method="post" action="${escapeHtml(action)}" novalidate>` +
      (view.fields.email
        ? field({
            id: 'email',
            label: 'E-mail',
            type: 'email',
            autocomplete: 'email',
            required: true,
            value: view.values?.email,
            error: view.errors?.email,
          }) +
          field({
            id: 'name',
            label: 'Name (optional)',
            type: 'text',
            autocomplete: 'name',
            value: view.values?.name,
            error: view.errors?.name,
            extra: ' maxlength="100"',
          })
        : '') +
      (view.fields.password
        ? field({
            id: 'password',
            label: 'Password',
            type: 'password',
            autocomplete: 'current-password',
            required: true,
            error: view.errors?.password,
          })
        : '') +
      `<button type="submit" name="step" value="gate">${escapeHtml(DOCUMENT_MESSAGES.gateContinue)}</button></form>`,
  );
}
