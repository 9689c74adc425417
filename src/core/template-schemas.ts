// What the message templates API accepts and returns (issue 5), shared by the server and the
// web form.

import { z } from 'zod';
import { optionalText } from './client-schemas';
import { CLIENT_MESSAGES, TEMPLATE_MESSAGES, WORKSPACE_MESSAGES } from './messages';

export const TEMPLATE_NAME_MAX = 100;
export const TEMPLATE_BODY_MAX = 5_000;

export const ZTemplateCreate = z.object({
  name: z
    .string(TEMPLATE_MESSAGES.nameRequired)
    .trim()
    .min(1, TEMPLATE_MESSAGES.nameRequired)
    .max(TEMPLATE_NAME_MAX, CLIENT_MESSAGES.tooLong('Template name', TEMPLATE_NAME_MAX)),
  subject: optionalText('Subject'),
  body: z
    .string(TEMPLATE_MESSAGES.bodyRequired)
    .trim()
    .min(1, TEMPLATE_MESSAGES.bodyRequired)
    .max(TEMPLATE_BODY_MAX, CLIENT_MESSAGES.tooLong('Template text', TEMPLATE_BODY_MAX)),
  /** Shared with the workspace (every member uses it) or private to its owner (issue 18). */
  isShared: z.boolean().default(false),
});
export type TemplateCreateInput = z.input<typeof ZTemplateCreate>;
export const ZTemplateUpdate = ZTemplateCreate.extend({ isShared: z.boolean() })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: CLIENT_MESSAGES.nothingToUpdate,
  });

export const ZMessageTemplate = z
  .object({
    id: z.uuid(),
    name: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    isShared: z.boolean().describe('Shared with the workspace, or private to its owner'),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'MessageTemplate' });
export type MessageTemplate = z.infer<typeof ZMessageTemplate>;

/** POST /templates/:id/move (issue 18): the workspace it goes to. */
export const ZTemplateMove = z.strictObject({
  workspaceId: z.uuid(WORKSPACE_MESSAGES.workspaceNotFound),
});
