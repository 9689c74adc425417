// Parses and runs one `npm run admin -- <command>` against an open database; the
// script in scripts/admin.ts only opens the database and prints.
import type { Kysely } from 'kysely';
import { PLAN_TIERS, type PlanTier } from '../../../../core/plans';
import type { DB } from '../../../db/types';
import {
  grantPlatformAdmin,
  listPlatformAdmins,
  revokePlatformAdmin,
  setPlanTier,
} from './platform-admins';

export type AdminCommand =
  | { name: 'grant' | 'revoke'; email: string }
  | { name: 'tier'; email: string; tier: PlanTier }
  | { name: 'list' }
  | { name: 'help' };

export const ADMIN_HELP = `Usage: npm run admin -- <command>

Commands:
  grant <email>                        make the account a platform admin
  revoke <email>                       take platform admin away from the account
  tier <email> <free|pro|business>     set the account's plan tier
  list                                 list the platform admins (e-mail, tier)
  help                                 show this text

The commands use the server's database (DATA_DIR or DATABASE_URL). With the embedded
database (no DATABASE_URL) stop the server first: only one process may open DATA_DIR.`;

/** The command the arguments name, or null when they do not make one (usage error). */
export function parseAdminCommand(args: readonly string[]): AdminCommand | null {
  const [name, ...rest] = args;
  if ((name === 'grant' || name === 'revoke') && rest.length === 1 && rest[0]) {
    return { name, email: rest[0] };
  }
  if (name === 'tier' && rest.length === 2 && rest[0]) {
    const tier = PLAN_TIERS.find((candidate) => candidate === rest[1]);
    return tier ? { name, email: rest[0], tier } : null;
  }
  if ((name === 'list' || name === 'help') && rest.length === 0) return { name };
  return null;
}

/** Runs a command that needs the database and returns the text to print. */
export async function runAdminCommand(
  db: Kysely<DB>,
  command: Exclude<AdminCommand, { name: 'help' }>,
): Promise<string> {
  switch (command.name) {
    case 'grant':
      return grantPlatformAdmin(db, command.email);
    case 'revoke':
      return revokePlatformAdmin(db, command.email);
    case 'tier':
      return setPlanTier(db, command.email, command.tier);
    case 'list': {
      const admins = await listPlatformAdmins(db);
      if (admins.length === 0) return 'There are no platform admins.';
      return admins.map((admin) => `${admin.email}\t${admin.tier}`).join('\n');
    }
  }
}
