// Checks a contact form submission on the server (the browser's checks are a
// convenience; a bot skips them). Returns the clean values or a message per field.
import { z } from 'zod';
import { formatPhoneNumber } from '../../../../core/client-schemas';
import { LEAD_FORM_MESSAGES } from '../../../../core/messages';
import {
  HONEYPOT_FIELD,
  LEAD_FORM_FIELDS,
  LEAD_MESSAGE_MAX,
  LEAD_NAME_MAX,
  type LeadFormField,
  type LeadFormValues,
} from '../lead-form-html';

export type Lead = { name: string; email: string; phone: string | null; message: string };

export type LeadFormReading =
  | { kind: 'spam' }
  | { kind: 'invalid'; values: LeadFormValues; errors: Partial<Record<LeadFormField, string>> }
  | { kind: 'valid'; lead: Lead };

const ZEmailAddress = z.email();

// A single-line value: line breaks and other control characters would only serve to
// forge lines in the owner's mail.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are what is removed
const singleLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** The form's fields as typed (anything but text reads as empty), to show them again. */
export function leadFormValues(body: Record<string, unknown>): LeadFormValues {
  return Object.fromEntries(
    LEAD_FORM_FIELDS.map((name) => [name, typeof body[name] === 'string' ? body[name] : '']),
  ) as LeadFormValues;
}

export function readLeadForm(body: Record<string, unknown>): LeadFormReading {
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') return { kind: 'spam' };

  const values = leadFormValues(body);
  const errors: Partial<Record<LeadFormField, string>> = {};

  const name = singleLine(values.name);
  if (name === '') errors.name = LEAD_FORM_MESSAGES.nameRequired;
  else if (name.length > LEAD_NAME_MAX) errors.name = LEAD_FORM_MESSAGES.nameTooLong;

  const email = values.email.trim().toLowerCase();
  if (email === '') errors.email = LEAD_FORM_MESSAGES.emailRequired;
  else if (email.length > 254 || !ZEmailAddress.safeParse(email).success) {
    errors.email = LEAD_FORM_MESSAGES.invalidEmail;
  }

  let phone: string | null = null;
  if (values.phone.trim() !== '') {
    phone = formatPhoneNumber(values.phone) ?? null;
    if (!phone) errors.phone = LEAD_FORM_MESSAGES.invalidPhone;
  }

  // Browsers send a textarea's line breaks as CRLF; they count as one character each.
  const message = values.message.replace(/\r\n?/g, '\n').trim();
  if (message.length > LEAD_MESSAGE_MAX) errors.message = LEAD_FORM_MESSAGES.messageTooLong;

  if (Object.keys(errors).length > 0) return { kind: 'invalid', values, errors };
  return { kind: 'valid', lead: { name, email, phone, message } };
}
