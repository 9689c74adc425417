// Kysely's view of the clients tables (db/migrations/0003_links_and_clients.sql, 0010_crm.sql,
// 0027_client_totals.sql, 0055_client_status_order.sql).
import type { ColumnType, Generated } from 'kysely';
import type { AssignmentRule } from '../../../core/lead-routing-schemas';

/** Read as Date; written as a Date or an SQL expression. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a column default: optional on insert (Generated<ColumnType> would read as the ColumnType). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type ClientStatus =
  | 'new_lead'
  | 'contacted'
  | 'qualified'
  | 'proposal_sent'
  | 'negotiation'
  | 'closed_won'
  | 'closed_lost'
  | 'on_hold';

export type LeadSource =
  | 'scale_page'
  | 'referral'
  | 'social_media'
  | 'website'
  | 'cold_outreach'
  | 'event'
  /** A visitor who gave their e-mail at a shared document's gate (issue 23). */
  | 'document'
  | 'other';

export type InteractionType = 'note' | 'call' | 'email' | 'meeting' | 'follow_up';
export type InteractionOutcome = 'positive' | 'negative' | 'neutral';

/** As stored in clients.contact_details (spec section 3, snake_case as in the spec). */
export type StoredContactDetails = {
  /** as_typed: a number an import could not read, kept as it was written (decision 041). */
  phones: { number: string; type: string; is_default: boolean; as_typed?: boolean }[];
  emails: { address: string; type: string; is_default: boolean }[];
  addresses: {
    line1: string;
    line2?: string;
    city?: string;
    state?: string;
    postal_code?: string;
    country?: string;
    type: string;
    is_default: boolean;
  }[];
};

export type StoredWebsiteUrl = { url: string; label: string; is_default: boolean };

export type ClientTables = {
  clients: {
    id: Generated<string>;
    /** The owner (the member responsible); null = unassigned. */
    userId: string | null;
    /** The workspace the record lives in (migration 0026; defaults to the owner's personal one). */
    workspaceId: Generated<string>;
    /** Who made it; defaults to the owner. */
    createdBy: Generated<string | null>;
    name: string;
    email: string | null;
    phone: string | null;
    company: string | null;
    position: string | null;
    status: Generated<ClientStatus>;
    leadSource: Generated<LeadSource>;
    leadScore: number | null;
    /** Money in cents. */
    estimatedValueCents: Generated<number>;
    /** 'YYYY-MM-DD' (the connection keeps dates as text). */
    expectedCloseDate: string | null;
    notes: string | null;
    tags: Generated<string[]>;
    /** jsonb: both drivers parse it on read; it is written as a JSON string. */
    contactDetails: ColumnType<StoredContactDetails, string | undefined, string>;
    websiteUrls: ColumnType<StoredWebsiteUrl[], string | undefined, string>;
    lastContactedAt: Timestamp | null;
    /** Generated (migration 0012): what the search matches, lowercased; never written. */
    searchText: ColumnType<string, never, never>;
    /** Custom field values by field id (migration 0034, decision 049); written as JSON. */
    customValues: ColumnType<StoredCustomValues, string | undefined, string>;
    createdAt: DefaultTimestamp;
    updatedAt: DefaultTimestamp;
  };
  client_interactions: {
    id: Generated<string>;
    clientId: string;
    userId: string;
    /** Its client's workspace (set by a trigger on insert). */
    workspaceId: Generated<string>;
    type: Generated<InteractionType>;
    subject: string | null;
    content: string;
    outcome: Generated<InteractionOutcome>;
    createdAt: DefaultTimestamp;
    updatedAt: DefaultTimestamp;
  };
  /**
   * The clients' count and value per workspace, owner, creator and status, kept by
   * triggers on clients (migration 0027): the list's total and the summary read these
   * few rows, through the same access filter, instead of every client. Never written by code.
   */
  client_totals: {
    workspaceId: ColumnType<string, never, never>;
    userId: ColumnType<string | null, never, never>;
    createdBy: ColumnType<string | null, never, never>;
    status: ColumnType<ClientStatus, never, never>;
    clients: ColumnType<number, never, never>;
    valueCents: ColumnType<number, never, never>;
  };
  /**
   * Each client's workspace, owner, creator, status and activity key
   * (coalesce(last_contacted_at, updated_at)), kept by triggers on clients (migration 0055,
   * decision 075): a status-filtered page in the "last activity" order walks its
   * (workspace, status, activity) index. Never written by code.
   */
  client_status_order: {
    clientId: ColumnType<string, never, never>;
    workspaceId: ColumnType<string, never, never>;
    userId: ColumnType<string | null, never, never>;
    createdBy: ColumnType<string | null, never, never>;
    status: ColumnType<ClientStatus, never, never>;
    activityAt: ColumnType<Date, never, never>;
  };
  /**
   * Every status change of a client with its moment (migration 0047, decision 066),
   * kept by triggers on clients for team analytics' first responses and wins. Never
   * written by code.
   */
  client_status_changes: {
    id: ColumnType<number, never, never>;
    clientId: ColumnType<string, never, never>;
    workspaceId: ColumnType<string, never, never>;
    status: ColumnType<ClientStatus, never, never>;
    previousStatus: ColumnType<ClientStatus | null, never, never>;
    changedAt: ColumnType<Date, never, never>;
  };
  /**
   * Each client's duplicate keys (its e-mails, phones' digits, name at company), kept by
   * triggers on clients (migration 0038, decision 052) for the duplicates finder. Never
   * written by code.
   */
  client_duplicate_keys: {
    clientId: ColumnType<string, never, never>;
    workspaceId: ColumnType<string, never, never>;
    kind: ColumnType<'email' | 'phone' | 'name', never, never>;
    key: ColumnType<string, never, never>;
    shown: ColumnType<string, never, never>;
  };
};

/** What a bulk action replaced, for its undo window (migration 0031, decision 046). */
export type ClientBulkUndoTables = {
  client_bulk_undos: {
    token: Generated<string>;
    userId: string;
    workspaceId: string;
    action: 'status' | 'addTags' | 'removeTags' | 'assign' | 'createTask' | 'delete';
    payload: ColumnType<unknown, string, string>;
    expiresAt: Timestamp;
  };
};

/** Follow-up tasks on clients (migration 0032). */
export type ClientTaskTables = {
  client_tasks: {
    id: Generated<string>;
    clientId: string;
    /** Its client's workspace: set by a trigger on insert, follows the client when it moves. */
    workspaceId: Generated<string>;
    assigneeId: string | null;
    createdBy: string | null;
    title: string;
    notes: string | null;
    dueAt: Timestamp;
    /** The IANA zone the due date and time were entered in. */
    timeZone: string;
    doneAt: Timestamp | null;
    /** The due_at a reminder was sent for; cleared by a trigger when due_at changes. */
    remindedDueAt: Timestamp | null;
    createdAt: DefaultTimestamp;
    updatedAt: DefaultTimestamp;
  };
};

/** clients.custom_values: a value per custom field id (migration 0034). */
export type StoredCustomValues = Record<string, unknown>;

/** A workspace's custom field definitions (migration 0034, decision 049). */
export type ClientCustomFieldTables = {
  client_custom_fields: {
    id: Generated<string>;
    workspaceId: string;
    label: string;
    type: string;
    /** jsonb [{id, label}] for selects, [] otherwise. */
    options: ColumnType<unknown, string | undefined, string>;
    position: Generated<number>;
    createdAt: DefaultTimestamp;
  };
};

/** Saved views of the clients list and each person's default (migration 0035, issue 20). */
export type ClientViewTables = {
  client_views: {
    id: Generated<string>;
    workspaceId: string;
    /** The creator. */
    userId: string;
    name: string;
    shared: Generated<boolean>;
    /** jsonb: parsed on read, written as a JSON string. */
    state: ColumnType<Record<string, unknown>, string, string>;
    createdAt: DefaultTimestamp;
    updatedAt: DefaultTimestamp;
  };
  client_view_defaults: {
    workspaceId: string;
    userId: string;
    viewId: string;
  };
};

/**
 * Every assignment of a client to an owner with the rule that chose it (migration 0043).
 * Declared here, not by lead routing: an owner changed by hand (panel, bulk action,
 * hand-over) is a clients write, and lead routing already builds on clients (decision 061).
 */
export type ClientAssignmentTables = {
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
