// Uses a template for one client: fills it in with the client and the owner, and logs
// the use on the client as an interaction (the message itself leaves from the owner's
// own mail program or WhatsApp, so this is the app's only record of it).
//
// The interaction: type 'email' for the e-mail channel, 'note' for WhatsApp and copied
// text (there is no interaction type for them); its subject names the template and the
// channel, its content is the text as sent (with the e-mail's subject line first).
import type { Kysely } from 'kysely';
import type { Interaction } from '../../../core/client-schemas';
import { INTERACTION_CONTENT_MAX } from '../../../core/client-schemas';
import { TEMPLATE_MESSAGES } from '../../../core/messages';
import {
  type ComposedMessage,
  canUseChannel,
  composeMessage,
  type TemplateChannel,
} from '../../../core/templates';
import type { DB } from '../../db/types';
import { badRequest } from '../../http/errors';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';
import { addInteraction, findClient, toClientView } from '../clients/public';
import { findTemplate } from './find-template';

export type TemplateUseResult = ComposedMessage & { interaction: Interaction };

const INTERACTION_SUBJECTS: Record<TemplateChannel, (name: string) => string> = {
  email: (name) => `Template "${name}" sent by email`,
  whatsapp: (name) => `Template "${name}" sent by WhatsApp`,
  copy: (name) => `Template "${name}" copied`,
};

const MISSING_MESSAGES: Partial<Record<TemplateChannel, string>> = {
  email: TEMPLATE_MESSAGES.clientHasNoEmail,
  whatsapp: TEMPLATE_MESSAGES.clientHasNoPhone,
};

export async function useTemplate(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: { clientId: string; templateId: string; channel: TemplateChannel },
  publicUrl: string,
): Promise<TemplateUseResult> {
  const { channel } = input;
  const { userId } = access;
  const client = toClientView(await findClient(db, access, input.clientId, 'edit'));
  // Any template the caller sees: their own, or one shared with the workspace.
  const template = await findTemplate(db, access, input.templateId);
  const missing = MISSING_MESSAGES[channel];
  if (missing && !canUseChannel(client, channel)) throw badRequest(missing, { channel: missing });

  const owner = await db
    .selectFrom('profiles')
    .select(['username', 'displayName'])
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const sender = {
    // The name the owner's Scale Page shows, and that page's canonical address.
    name: owner.displayName?.trim() || owner.username,
    pageUrl: `${publicUrl}/${encodeURIComponent(owner.username)}`,
  };
  const message = composeMessage(template, client, sender, channel);

  const sent =
    channel === 'email' && message.subject
      ? `Subject: ${message.subject}\n\n${message.body}`
      : message.body;
  const interaction = await addInteraction(db, access, client.id, {
    type: channel === 'email' ? 'email' : 'note',
    subject: INTERACTION_SUBJECTS[channel](template.name),
    content: sent.slice(0, INTERACTION_CONTENT_MAX),
    outcome: 'neutral',
  });
  return { ...message, interaction };
}
