// Kysely's view of the API keys table (db/migrations/0052_api_keys.sql).
import type { ColumnType, Generated } from 'kysely';

/** Read as Date; written as a Date or a string, or left to the column's default. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type ApiKeyTables = {
  api_keys: {
    id: Generated<string>;
    workspaceId: string;
    name: string;
    /** NULL once its role was deleted: the key no longer signs anything in. */
    roleId: string | null;
    createdBy: string;
    /** SHA-256 of the whole secret, lowercase hex. */
    tokenHash: string;
    /** The secret's visible start ("scale_AbCd1234"), to tell keys apart. */
    prefix: string;
    expiresAt: NullableTimestamp;
    lastUsedAt: NullableTimestamp;
    revokedAt: NullableTimestamp;
    createdAt: Timestamp;
  };
};
