// Kysely's view of the Scale Page's appearance (db/migrations/0049_scale_page_appearance.sql).
import type { ColumnType } from 'kysely';
import type { Appearance } from '../../../../core/appearance/appearance-schemas';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type AppearanceTables = {
  scale_page_appearances: {
    userId: string;
    /** Written as JSON text; read back as the object ZAppearance accepted. */
    appearance: ColumnType<Appearance, string, string>;
    backgroundImagePath: string | null;
    updatedAt: Timestamp;
  };
};
