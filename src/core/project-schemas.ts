// What the projects API accepts and returns (a project groups documents shared with other
// users), shared by the server and the web forms.

import { z } from 'zod';
import { ZDescription, ZTags } from './document-schemas';
import { ZDocumentView } from './documents';
import { DOCUMENT_MESSAGES } from './messages';

export const PROJECT_NAME_MAX = 100;
export const PROJECT_DESCRIPTION_MAX = 500;

export const PROJECT_STATUSES = ['active', 'completed', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_ROLES = ['owner', 'editor', 'viewer'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

const ZProjectName = z
  .string()
  .trim()
  .min(1, DOCUMENT_MESSAGES.projectNameRequired)
  .max(PROJECT_NAME_MAX, DOCUMENT_MESSAGES.projectNameTooLong);

export const ZProjectCreate = z.strictObject({
  name: ZProjectName,
  description: ZDescription.optional().default(null),
  tags: ZTags.optional().default([]),
  status: z.enum(PROJECT_STATUSES).optional().default('active'),
});

export const ZProjectUpdate = z
  .strictObject({
    name: ZProjectName.optional(),
    description: ZDescription.optional(),
    tags: ZTags.optional(),
    status: z.enum(PROJECT_STATUSES).optional(),
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    DOCUMENT_MESSAGES.nothingToUpdate,
  );

export const ZProjectDocumentAdd = z.strictObject({
  documentId: z.uuid(DOCUMENT_MESSAGES.documentNotFound),
});

export const ZProjectMemberAdd = z.strictObject({
  email: z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address')),
  role: z.enum(['editor', 'viewer']),
});

export const ZProjectMemberUpdate = z.strictObject({ role: z.enum(['editor', 'viewer']) });

export const ZProjectMemberView = z
  .object({
    id: z.uuid(),
    userId: z.string(),
    displayName: z.string().nullable(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    role: z.enum(PROJECT_ROLES),
  })
  .meta({ id: 'ProjectMember' });
export type ProjectMemberView = z.infer<typeof ZProjectMemberView>;

export const ZProjectView = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    tags: z.array(z.string()),
    status: z.enum(PROJECT_STATUSES),
    role: z.enum(PROJECT_ROLES).describe("The caller's role in it"),
    ownerName: z.string().nullable(),
    documentCount: z.number().int(),
    memberCount: z.number().int(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Project' });
export type ProjectView = z.infer<typeof ZProjectView>;

export const ZProjectDetail = ZProjectView.extend({
  documents: z.array(ZDocumentView),
  members: z.array(ZProjectMemberView),
  limits: z
    .object({ documentsPerProject: z.number().int(), membersPerProject: z.number().int() })
    .describe("The project owner's plan limits for this project"),
}).meta({ id: 'ProjectDetail' });
export type ProjectDetail = z.infer<typeof ZProjectDetail>;
