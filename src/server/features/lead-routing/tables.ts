// Kysely's view of the lead routing tables (db/migrations/0044_team_page_and_lead_routing.sql).
// The assignment history (client_assignments, migration 0043) is the clients feature's.
import type { ColumnType } from 'kysely';
import type { RoutingMode } from '../../../core/lead-routing-schemas';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export type LeadRoutingTables = {
  lead_routing_settings: {
    workspaceId: string;
    mode: ColumnType<RoutingMode, RoutingMode | undefined, RoutingMode>;
    fixedUserId: string | null;
    updatedAt: Timestamp;
  };
  lead_routing_members: {
    workspaceId: string;
    userId: string;
    inRotation: ColumnType<boolean, boolean | undefined, boolean>;
    weight: ColumnType<number, number | undefined, number>;
    outFrom: NullableTimestamp;
    outUntil: NullableTimestamp;
    dailyCap: number | null;
    /** Includes a newcomer's starting offset (levelStartCount); never reset. */
    assignedCount: ColumnType<number, number | undefined, number>;
    lastAssignedAt: NullableTimestamp;
    /** The UTC day `dayCount` counts (read as 'YYYY-MM-DD' text). */
    countDay: ColumnType<string | null, string | null | undefined, string | null>;
    dayCount: ColumnType<number, number | undefined, number>;
  };
};
