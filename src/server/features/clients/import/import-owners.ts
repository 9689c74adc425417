// An import's owner column (issue 19): "Contact owner", "Owner" — a member's name or
// e-mail. A row naming an active member of the workspace goes to that member; a name
// that fits nobody (or two members) leaves the importer the owner, and the row is
// imported all the same.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { activeMemberNames } from '../../../platform/access/active-members';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';

const key = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Whether the importer may give the clients they import to someone else: whoever may
 * add clients may name their owner, as the add form lets them (create-client.ts).
 */
export function mayAssignOthers(access: WorkspaceAccess): boolean {
  return access.levels.clients.edit !== 'none';
}

/** Resolves an owner column's text to a member's user id, loading the members once. */
export function ownerResolver(db: Kysely<DB>, access: WorkspaceAccess) {
  let lookup: Promise<Map<string, string | null>> | undefined;
  const load = async () => {
    const byKey = new Map<string, string | null>();
    for (const member of await activeMemberNames(db, access.workspaceId)) {
      const keys = new Set([member.email, ...member.names].map(key));
      // A name two members share names neither of them.
      for (const text of keys) byKey.set(text, byKey.has(text) ? null : member.userId);
    }
    return byKey;
  };
  return async (text: string | undefined): Promise<string | undefined> => {
    if (!text?.trim() || !mayAssignOthers(access)) return undefined;
    lookup ??= load();
    return (await lookup).get(key(text)) ?? undefined;
  };
}
