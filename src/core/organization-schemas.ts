// What the organization forms and endpoints accept (spec §5 Organization, §6), shared
// by the server (the authority) and the web (so a form says the same thing before a
// round trip). The view types the API answers with live in ./organizations.ts.

import { z } from 'zod';
import { isWebsiteUrl } from './client-schemas';
import { ORG_MESSAGES, WORKSPACE_MESSAGES } from './messages';
import { PERMISSION_NAMES } from './permissions';
import { withWebScheme } from './web-url';

export const ORG_NAME_MAX = 100;
export const ORG_SLUG_MAX = 48;
export const ORG_DESCRIPTION_MAX = 500;
export const ROLE_NAME_MAX = 50;
/** An invitation link works this long (ours; the spec says only "expiring"). */
export const INVITATION_TTL_DAYS = 7;
/** Organization logos: images, as the avatar picker (spec §9: 5 MB). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

const SLUG_PATTERN = /^[a-z0-9-]+$/;

/** Personal workspaces' slugs (issue 18, migration 0026); no team may take one. */
export const PERSONAL_SLUG_PREFIX = 'personal-';

export function isPersonalSlug(slug: string): boolean {
  return slug.startsWith(PERSONAL_SLUG_PREFIX);
}

/**
 * What the slug input keeps of what is typed or pasted (§5: "the input strips other
 * characters"): capitals are lowered and spaces become hyphens first, so "Acme Sales"
 * becomes "acme-sales" rather than "cmeales".
 */
export function stripSlug(input: string): string {
  return input
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, ORG_SLUG_MAX);
}

/** The slug suggested from the name until the slug field is edited by hand. */
export function slugFromName(name: string): string {
  return stripSlug(
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .trim(),
  )
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}

const ZDescription = z
  .string()
  .max(ORG_DESCRIPTION_MAX, ORG_MESSAGES.descriptionTooLong)
  .transform((value) => (value.trim() ? value : null))
  .nullable();

/**
 * Blank is "no website"; otherwise http(s) only (§5: "Website is of URL type"), a bare
 * "example.com" read as https://example.com.
 */
const ZWebsite = z
  .string()
  .trim()
  .transform(withWebScheme)
  .refine((value) => value === '' || isWebsiteUrl(value), ORG_MESSAGES.websiteScheme)
  .transform((value) => value || null)
  .nullable();

const ZName = z.string().trim().max(ORG_NAME_MAX, ORG_MESSAGES.nameTooLong);

export const ZOrganizationCreate = z
  .strictObject({
    name: z.string(),
    slug: z.string(),
    description: ZDescription.optional().default(null),
    website: ZWebsite.optional().default(null),
  })
  .superRefine((value, context) => {
    // §5: "Create requires both" — one message whichever is missing.
    if (!value.name.trim() || !value.slug.trim()) {
      context.addIssue({
        code: 'custom',
        path: [value.name.trim() ? 'slug' : 'name'],
        message: ORG_MESSAGES.nameAndSlugRequired,
      });
      return;
    }
    if (value.name.trim().length > ORG_NAME_MAX) {
      context.addIssue({ code: 'custom', path: ['name'], message: ORG_MESSAGES.nameTooLong });
    }
    if (!SLUG_PATTERN.test(value.slug)) {
      context.addIssue({ code: 'custom', path: ['slug'], message: ORG_MESSAGES.slugFormat });
    } else if (value.slug.length > ORG_SLUG_MAX) {
      context.addIssue({ code: 'custom', path: ['slug'], message: ORG_MESSAGES.slugTooLong });
    } else if (isPersonalSlug(value.slug)) {
      context.addIssue({
        code: 'custom',
        path: ['slug'],
        message: WORKSPACE_MESSAGES.personalSlugReserved,
      });
    }
  })
  .transform((value) => ({ ...value, name: value.name.trim() }));

/**
 * The settings form. The slug may be sent back unchanged (the form shows it read-only);
 * a different slug is refused by the service with ORG_MESSAGES.slugImmutable.
 */
export const ZOrganizationUpdate = z
  .strictObject({
    name: ZName.refine((value) => value !== '', ORG_MESSAGES.nameAndSlugRequired).optional(),
    slug: z.string().optional(),
    description: ZDescription.optional(),
    website: ZWebsite.optional(),
  })
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    'Nothing to update',
  );

export const ZInvitationCreate = z
  .strictObject({
    email: z.string().trim().toLowerCase(),
    roleId: z.string().trim(),
  })
  .superRefine((value, context) => {
    if (!value.email || !value.roleId) {
      context.addIssue({
        code: 'custom',
        path: [value.email ? 'roleId' : 'email'],
        message: ORG_MESSAGES.inviteRequiresEmailAndRole,
      });
      return;
    }
    if (!z.email().safeParse(value.email).success || value.email.length > 254) {
      context.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Please enter a valid email address',
      });
    }
    if (!z.uuid().safeParse(value.roleId).success) {
      context.addIssue({ code: 'custom', path: ['roleId'], message: ORG_MESSAGES.roleNotFound });
    }
  });

/**
 * DELETE …/members/:memberId?clientsTo= (issue 18): who takes over the clients the member
 * owns — another member's user id, or 'unassigned' (the default). Nothing is deleted.
 */
export const CLIENTS_TO_UNASSIGNED = 'unassigned';
export const ZMemberRemoval = z.object({
  clientsTo: z.string().trim().min(1).max(100).optional(),
});

export const ZMemberRoleUpdate = z.strictObject({
  roleId: z.uuid(ORG_MESSAGES.roleNotFound),
});

export const ZOwnershipTransfer = z.strictObject({
  memberId: z.uuid(ORG_MESSAGES.memberNotFound),
});

const ZRoleName = z
  .string()
  .trim()
  .min(1, ORG_MESSAGES.roleNameRequired)
  .max(ROLE_NAME_MAX, `Role name must be at most ${ROLE_NAME_MAX} characters`)
  .refine(
    (value) => !['owner', 'admin', 'member'].includes(value.toLowerCase()),
    ORG_MESSAGES.roleNameReserved,
  );

/** Custom roles: a name and the §6 keys they grant. */
export const ZRoleCreate = z.strictObject({
  name: ZRoleName,
  permissions: z.array(z.enum(PERMISSION_NAMES)).max(PERMISSION_NAMES.length),
});

export const ZRoleUpdate = z
  .strictObject({
    name: ZRoleName.optional(),
    permissions: z.array(z.enum(PERMISSION_NAMES)).max(PERMISSION_NAMES.length).optional(),
  })
  .refine(
    (value) => value.name !== undefined || value.permissions !== undefined,
    'Nothing to update',
  );
