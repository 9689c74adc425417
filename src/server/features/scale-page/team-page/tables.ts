// Kysely's view of the team page's tables (db/migrations/0044_team_page_and_lead_routing.sql).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** bigint counters: PostgreSQL sends them as text. */
type Counter = ColumnType<string | number, number | undefined, number | string>;

export type TeamPageTables = {
  team_pages: {
    organizationId: string;
    leadFormEnabled: ColumnType<boolean, boolean | undefined, boolean>;
    views: Counter;
  };
  team_page_links: {
    id: Generated<string>;
    organizationId: string;
    title: string;
    url: string;
    position: ColumnType<number, number | undefined, number>;
    isActive: ColumnType<boolean, boolean | undefined, boolean>;
    clicks: Counter;
    createdAt: Timestamp;
  };
  team_page_members: {
    organizationId: string;
    userId: string;
    createdAt: Timestamp;
  };
  team_lead_submissions: {
    id: Generated<string>;
    organizationId: string;
    visitorKey: string;
    createdAt: Timestamp;
  };
};
