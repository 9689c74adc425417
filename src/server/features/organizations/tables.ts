// Kysely's view of the organization tables (see db/migrations/0017_organizations.sql).
import type { ColumnType, Generated } from 'kysely';
import type { MemberStatus } from '../../../core/permissions';

/** Read as Date; written as a Date or a string, or left to the column's default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** As stored in organizations.settings. */
export type StoredOrganizationSettings = {
  website?: string | null;
};

export type OrganizationTables = {
  organizations: {
    id: Generated<string>;
    name: string;
    /** Lowercase letters, digits and hyphens (a CHECK holds it); unique. */
    slug: string;
    description: string | null;
    logoUrl: string | null;
    isActive: Generated<boolean>;
    /** A personal workspace's one member (migration 0026); null for a team organization. */
    personalUserId: Generated<string | null>;
    /** jsonb: both drivers parse it on read; it is written as a JSON string. */
    settings: ColumnType<StoredOrganizationSettings, string | undefined, string>;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  roles: {
    id: Generated<string>;
    name: string;
    /** NULL for the system roles Owner, Admin and Member. */
    organizationId: string | null;
    isSystemRole: Generated<boolean>;
    createdAt: Timestamp;
  };
  permissions: {
    id: Generated<string>;
    name: string;
  };
  role_permissions: {
    roleId: string;
    permissionId: string;
  };
  organization_members: {
    id: Generated<string>;
    organizationId: string;
    userId: string;
    status: ColumnType<MemberStatus, MemberStatus | undefined, MemberStatus>;
    roleId: string;
    /** At most one per organization (a partial unique index); only an active member. */
    isOwner: Generated<boolean>;
    invitedBy: string | null;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
};
