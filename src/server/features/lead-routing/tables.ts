// Kysely's view of the lead routing tables (db/migrations/0043_client_assignments.sql).
import type { ColumnType, Generated } from 'kysely';

type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The rule that chose a client's owner; 'manual' when a member changed it by hand. */
export type AssignmentRule = 'round_robin' | 'existing_contact' | 'fixed' | 'unassigned' | 'manual';

export type LeadRoutingTables = {
  client_assignments: {
    id: Generated<string>;
    workspaceId: string;
    clientId: string;
    /** The new owner; null = the unassigned inbox. */
    userId: string | null;
    rule: AssignmentRule;
    /** Where a routed lead came from ('team_page', 'team_booking', …); null for manual. */
    source: string | null;
    /** The member who assigned by hand; null when a rule chose. */
    assignedBy: string | null;
    createdAt: DefaultTimestamp;
  };
};
