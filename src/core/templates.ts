// Message templates (issue 4): the variables a template may use, filling them in, and
// the links that hand the result to the user's mail program or WhatsApp. Pure, so
// the server (which logs the use) and the web (which previews it) render alike.
//
// Syntax: a variable is its name in double braces, spaces allowed inside: {{first_name}}
// or {{ first_name }}. A name the app does not know stays in the text as typed, so the
// user sees the typo in the preview; a known variable without a value becomes empty.
import { z } from 'zod';
import { ZInteraction } from './client-schemas';

export const TEMPLATE_VARIABLES = [
  { name: 'first_name', label: 'Client first name' },
  { name: 'name', label: 'Client name' },
  { name: 'company', label: 'Client company' },
  { name: 'my_name', label: 'My name' },
  { name: 'my_page_url', label: 'My Scale Page URL' },
] as const;

export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number]['name'];
export type TemplateValues = Partial<Record<TemplateVariable, string | null>>;

const KNOWN = new Set<string>(TEMPLATE_VARIABLES.map((variable) => variable.name));
const VARIABLE = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

/** How a variable is written in a template: `{{first_name}}`. */
export const variableToken = (name: TemplateVariable) => `{{${name}}}`;

export function renderTemplate(text: string, values: TemplateValues): string {
  return text.replace(VARIABLE, (token, name: string) => {
    const key = name.toLowerCase();
    if (!KNOWN.has(key)) return token;
    return values[key as TemplateVariable] ?? '';
  });
}

/** The first word of a name ("Ada Lovelace" → "Ada"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The values for one client and the sending user. */
export function templateValues(
  client: { name: string; company: string | null },
  sender: { name: string; pageUrl: string },
): TemplateValues {
  return {
    first_name: firstNameOf(client.name),
    name: client.name.trim(),
    company: client.company,
    my_name: sender.name,
    my_page_url: sender.pageUrl,
  };
}

export const TEMPLATE_CHANNELS = ['email', 'whatsapp', 'copy'] as const;
export type TemplateChannel = (typeof TEMPLATE_CHANNELS)[number];
export const TEMPLATE_CHANNEL_LABELS: Readonly<Record<TemplateChannel, string>> = {
  email: 'Email',
  whatsapp: 'WhatsApp',
  copy: 'Copy text',
};

/**
 * RFC 6068: every header value percent-encoded, line breaks as CRLF. The address keeps
 * its "@" readable; everything else that is not unreserved is encoded.
 */
export function mailtoHref(to: string, subject: string | null, body: string): string {
  const address = encodeURIComponent(to.trim()).replace(/%40/g, '@');
  const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
  const parts: string[] = [];
  if (subject) parts.push(`subject=${encodeURIComponent(crlf(subject))}`);
  if (body) parts.push(`body=${encodeURIComponent(crlf(body))}`);
  return `mailto:${address}${parts.length > 0 ? `?${parts.join('&')}` : ''}`;
}

/** The digits WhatsApp's click-to-chat wants: the E.164 number without "+" or spaces. */
export function whatsappDigits(phone: string | null | undefined): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  return digits.length >= 7 ? digits : null;
}

/** https://wa.me/<digits>?text=…, or null when the phone number has no digits to dial. */
export function whatsappHref(phone: string, text: string): string | null {
  const digits = whatsappDigits(phone);
  if (!digits) return null;
  return `https://wa.me/${digits}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** Whether a client has what a channel needs: an e-mail address, or a number to dial. */
export function canUseChannel(
  client: { email: string | null; phone: string | null },
  channel: TemplateChannel,
): boolean {
  if (channel === 'email') return Boolean(client.email?.trim());
  if (channel === 'whatsapp') return whatsappDigits(client.phone) !== null;
  return true;
}

export type ComposedMessage = {
  subject: string | null;
  body: string;
  /** What opens the message: a mailto: or wa.me link; null for "copy text". */
  href: string | null;
};

/**
 * A template filled in for one client and sent through one channel. The caller checks
 * canUseChannel first; without the address or number the href is null.
 */
export function composeMessage(
  template: { subject: string | null; body: string },
  client: { name: string; company: string | null; email: string | null; phone: string | null },
  sender: { name: string; pageUrl: string },
  channel: TemplateChannel,
): ComposedMessage {
  const values = templateValues(client, sender);
  const subject = template.subject ? renderTemplate(template.subject, values).trim() || null : null;
  const body = renderTemplate(template.body, values);
  let href: string | null = null;
  if (channel === 'email' && client.email) href = mailtoHref(client.email, subject, body);
  if (channel === 'whatsapp' && client.phone) href = whatsappHref(client.phone, body);
  return { subject, body, href };
}

/** POST /api/v1/clients/:id/template-uses */
export const ZTemplateUse = z.object({
  templateId: z.string().trim(),
  channel: z.enum(TEMPLATE_CHANNELS),
});
export type TemplateUse = z.input<typeof ZTemplateUse>;

/** Its answer: the message to open (or copy) and the interaction it logged on the client. */
export const ZTemplateUseResult = z
  .object({
    subject: z.string().nullable(),
    body: z.string(),
    href: z.string().nullable().describe('A mailto: or wa.me link; null for "copy text"'),
    interaction: ZInteraction,
  })
  .meta({ id: 'TemplateUseResult' });
