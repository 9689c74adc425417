// Reads an owner's appearance: their saved look, or the default Scale theme when they
// have not saved one. A stored value the schema no longer accepts falls back to the
// default rather than breaking the page.
import type { Kysely } from 'kysely';
import { type AppearanceState, ZAppearance } from '../../../../core/appearance/appearance-schemas';
import { defaultAppearance } from '../../../../core/appearance/themes';
import type { DB } from '../../../db/types';
import { publicFileUrl } from '../../../platform/storage/storage';

type Row = { appearance: unknown; backgroundImagePath: string | null };

function toState(row: Row | undefined): AppearanceState {
  const parsed = row ? ZAppearance.safeParse(row.appearance) : null;
  return {
    appearance: parsed?.success ? parsed.data : defaultAppearance(),
    backgroundImageUrl: row?.backgroundImagePath ? publicFileUrl(row.backgroundImagePath) : null,
  };
}

const findRow = (db: Kysely<DB>, userId: string) =>
  db
    .selectFrom('scale_page_appearances')
    .select(['appearance', 'backgroundImagePath'])
    .where('userId', '=', userId)
    .executeTakeFirst();

export async function loadAppearance(db: Kysely<DB>, userId: string): Promise<AppearanceState> {
  return toState(await findRow(db, userId));
}

/** What the public page needs: nothing at all for an owner who never saved a look. */
export async function loadPageAppearance(
  db: Kysely<DB>,
  userId: string,
): Promise<AppearanceState | undefined> {
  const row = await findRow(db, userId);
  return row ? toState(row) : undefined;
}
