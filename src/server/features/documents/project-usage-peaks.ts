// The per-project rows of §9 (members per project, documents per project) for the plan
// page: the fullest of the user's projects, since each project is held to the limit.
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/types';

export async function projectUsagePeaks(
  db: Kysely<DB>,
  userId: string,
): Promise<{ membersPerProject: number; documentsPerProject: number }> {
  const row = await sql<{ members: number | string | null; documents: number | string | null }>`
    SELECT
      (SELECT max(n) FROM (SELECT count(*) AS n FROM project_members pm
         JOIN projects p ON p.id = pm.project_id WHERE p.user_id = ${userId}
         GROUP BY pm.project_id) AS m) AS members,
      (SELECT max(n) FROM (SELECT count(*) AS n FROM project_documents pd
         JOIN projects p ON p.id = pd.project_id WHERE p.user_id = ${userId}
         GROUP BY pd.project_id) AS d) AS documents`.execute(db);
  const peaks = row.rows[0];
  return {
    membersPerProject: Number(peaks?.members ?? 0),
    documentsPerProject: Number(peaks?.documents ?? 0),
  };
}
