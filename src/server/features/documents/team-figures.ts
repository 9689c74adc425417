// The documents part of team analytics (issue 22, decision 066): per owner and local day,
// the views of their documents' share links (a viewer's visit, not the owner's own).
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';
import {
  type TeamRange,
  teamFiguresFilter,
  teamRangeSql,
} from '../../platform/access/team-figures';
import type { WorkspaceAccess } from '../../platform/access/workspace-access';

export type DocumentFigureRow = { userId: string; date: string; views: number };

export async function teamDocumentFigures(
  db: Kysely<DB>,
  access: WorkspaceAccess,
  range: TeamRange,
): Promise<DocumentFigureRow[]> {
  const { start, end, day } = teamRangeSql(range);
  const { rows } = await sql<DocumentFigureRow>`
    SELECT d.user_id, ${day(sql`v.created_at`)} AS date, count(*)::int AS views
    FROM document_views v JOIN documents d ON d.id = v.document_id
    WHERE ${teamFiguresFilter(access, 'd')}
      AND v.created_at >= ${start} AND v.created_at < ${end}
    GROUP BY 1, 2
  `.execute(db);
  return rows;
}
