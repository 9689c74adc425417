// Finding a record to change through the one access layer (issue 18): the row is looked
// up by the caller's view filter and carries whether their edit filter also takes it, so
// a record they cannot see answers 404 (as a foreign id) and one they see but may not
// change answers 403.
import { type RawBuilder, sql } from 'kysely';
import { WORKSPACE_MESSAGES } from '../../../core/messages';
import { HttpError } from '../../http/errors';

/** `filter` as a selectable boolean column (e.g. the edit filter, `.as('editable')`). */
export function filterColumn(filter: RawBuilder<boolean>): RawBuilder<boolean> {
  return sql<boolean>`(${filter})`;
}

/** Throws 403 "You can only change records you own or created" unless `editable`. */
export function assertEditable(editable: boolean | null | undefined): void {
  if (editable !== true) throw new HttpError('forbidden', WORKSPACE_MESSAGES.notYourRecord);
}
