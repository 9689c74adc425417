// The team page's settings (issue 22): the form switch and the team's links are the
// workspace's (org:settings:edit changes them, like the other organization settings);
// "Show me on the team page" is each member's own choice, for themselves only.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { can } from '../../../../core/access';
import {
  TEAM_PAGE_MESSAGES,
  type TeamPageSettingsView,
  type ZTeamPageUpdate,
} from '../../../../core/lead-routing-schemas';
import { ORG_MESSAGES } from '../../../../core/messages';
import type { DB } from '../../../db/types';
import { HttpError, notFound } from '../../../http/errors';
import type { WorkspaceAccess } from '../../../platform/access/workspace-access';
import { teamSlugOf } from '../../organizations/public';

async function teamSlug(db: Kysely<DB>, access: WorkspaceAccess): Promise<string> {
  const slug = access.isPersonal ? null : await teamSlugOf(db, access.workspaceId);
  if (!slug) throw notFound(TEAM_PAGE_MESSAGES.personalWorkspace);
  return slug;
}

export async function getTeamPageSettings(
  db: Kysely<DB>,
  access: WorkspaceAccess,
): Promise<TeamPageSettingsView> {
  const slug = await teamSlug(db, access);
  const [settings, links, me] = await Promise.all([
    db
      .selectFrom('team_pages')
      .select(['leadFormEnabled', 'views'])
      .where('organizationId', '=', access.workspaceId)
      .executeTakeFirst(),
    db
      .selectFrom('team_page_links')
      .select(['id', 'title', 'url', 'isActive', 'clicks'])
      .where('organizationId', '=', access.workspaceId)
      .orderBy('position')
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('team_page_members')
      .select('userId')
      .where('organizationId', '=', access.workspaceId)
      .where('userId', '=', access.userId)
      .executeTakeFirst(),
  ]);
  return {
    slug,
    leadFormEnabled: settings?.leadFormEnabled ?? true,
    views: Number(settings?.views ?? 0),
    links: links.map((link) => ({ ...link, clicks: Number(link.clicks) })),
    showMe: me !== undefined,
    canEdit: can(access.permissions, 'settings.edit'),
  };
}

export async function updateTeamPage(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  input: z.output<typeof ZTeamPageUpdate>,
): Promise<TeamPageSettingsView> {
  await teamSlug(db, access);
  if (!can(access.permissions, 'settings.edit')) {
    throw new HttpError('forbidden', ORG_MESSAGES.noEditPermission);
  }
  const organizationId = access.workspaceId;
  await db.transaction().execute(async (trx) => {
    if (input.leadFormEnabled !== undefined) {
      await trx
        .insertInto('team_pages')
        .values({ organizationId, leadFormEnabled: input.leadFormEnabled })
        .onConflict((oc) =>
          oc.column('organizationId').doUpdateSet({ leadFormEnabled: input.leadFormEnabled }),
        )
        .execute();
    }
    if (input.links) {
      // The list as the editor shows it: kept links keep their id and clicks, in order.
      const existing = await trx
        .selectFrom('team_page_links')
        .select('id')
        .where('organizationId', '=', organizationId)
        .forUpdate()
        .execute();
      const known = new Set(existing.map((row) => row.id));
      const keep = new Set(
        input.links.flatMap((link) => (link.id && known.has(link.id) ? [link.id] : [])),
      );
      const gone = existing.map((row) => row.id).filter((id) => !keep.has(id));
      if (gone.length > 0)
        await trx.deleteFrom('team_page_links').where('id', 'in', gone).execute();
      for (const [position, link] of input.links.entries()) {
        const values = { title: link.title, url: link.url, isActive: link.isActive, position };
        if (link.id && keep.has(link.id)) {
          await trx
            .updateTable('team_page_links')
            .set(values)
            .where('id', '=', link.id)
            .where('organizationId', '=', organizationId)
            .execute();
        } else {
          await trx
            .insertInto('team_page_links')
            .values({ ...values, organizationId })
            .execute();
        }
      }
    }
  });
  return getTeamPageSettings(db, access);
}

export async function setShowMe(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  showMe: boolean,
): Promise<TeamPageSettingsView> {
  await teamSlug(db, access);
  if (showMe) {
    await db
      .insertInto('team_page_members')
      .values({ organizationId: access.workspaceId, userId: access.userId })
      .onConflict((oc) => oc.columns(['organizationId', 'userId']).doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('team_page_members')
      .where('organizationId', '=', access.workspaceId)
      .where('userId', '=', access.userId)
      .execute();
  }
  return getTeamPageSettings(db, access);
}
