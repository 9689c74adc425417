// What the projects API accepts and returns (a project groups documents shared with other
// users), shared by the server and the web forms.

import { z } from 'zod';
import { ZDescription, ZTags } from './document-schemas';
import type { DocumentView } from './documents';
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

export type ProjectMemberView = {
  id: string;
  userId: string;
  displayName: string | null;
  email: string;
  avatarUrl: string | null;
  role: ProjectRole;
};

export type ProjectView = {
  id: string;
  name: string;
  description: string | null;
  tags: string[];
  status: ProjectStatus;
  /** The caller's role in it. */
  role: ProjectRole;
  ownerName: string | null;
  documentCount: number;
  memberCount: number;
  createdAt: string;
  updatedAt: string;
};

export type ProjectDetail = ProjectView & {
  documents: DocumentView[];
  members: ProjectMemberView[];
  /** The project owner's plan limits for this project (§9). */
  limits: { documentsPerProject: number; membersPerProject: number };
};
