// Kysely's view of organization_invitations (db/migrations/0018_organization_invitations.sql)
// and of the links they had before a re-send (0025_invitation_replaced_tokens.sql).
import type { ColumnType, Generated } from 'kysely';

/** Read as Date; written as a Date or a string, or left to the column's default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type InvitationTables = {
  organization_invitations: {
    id: Generated<string>;
    organizationId: string;
    /** Lower-cased, like users.email. */
    email: string;
    roleId: string;
    /** SHA-256 (hex) of the token in the mailed link; the token itself is never stored. */
    tokenHash: string;
    invitedBy: string | null;
    createdAt: Timestamp;
    expiresAt: ColumnType<Date, Date | string, Date | string>;
    acceptedAt: NullableTimestamp;
    acceptedBy: string | null;
    revokedAt: NullableTimestamp;
  };
  organization_invitation_replaced_tokens: {
    /** SHA-256 (hex) of a token a newer link replaced; the token itself is never stored. */
    tokenHash: string;
    invitationId: string;
    replacedAt: Timestamp;
  };
};
