// Where a client page starts (issue 25 "keyset paging", decision 088). A page hands out
// `nextCursor`, an opaque token the next request passes as `after`. For a built-in sort it
// names the last client by its sort key (as the database printed it, so no precision is
// lost on the way through JSON) and its id: the next page is "after that client", read off
// the same index as the first page however deep it goes, and a client that moved or was
// added meanwhile neither repeats nor pushes another out of sight. A custom field's
// column (a JSON value, no index) keeps counting rows: its token holds the offset.
import { z } from 'zod';
import { CLIENT_MESSAGES } from '../../../core/messages';
import { badRequest } from '../../http/errors';

export type ClientCursor =
  /** After the client `id` whose sort key printed as `key` (null: a blank key); `n` rows before it. */
  { kind: 'key'; key: string | null; id: string; n: number } | { kind: 'offset'; offset: number };

const ZToken = z.union([
  z.object({ k: z.string().max(300).nullable(), i: z.uuid(), n: z.number().int().min(1) }).strict(),
  z.object({ o: z.number().int().min(0).max(10_000_000) }).strict(),
]);

export function encodeCursor(cursor: ClientCursor): string {
  const token =
    cursor.kind === 'key' ? { k: cursor.key, i: cursor.id, n: cursor.n } : { o: cursor.offset };
  return Buffer.from(JSON.stringify(token)).toString('base64url');
}

/** The cursor in `after`; a token this server did not hand out is a 400, not a guess. */
export function decodeCursor(after: string): ClientCursor {
  let token: unknown;
  try {
    token = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const parsed = ZToken.safeParse(token);
  if (!parsed.success) throw badCursor();
  const value = parsed.data;
  return 'o' in value
    ? { kind: 'offset', offset: value.o }
    : { kind: 'key', key: value.k, id: value.i, n: value.n };
}

/** A cursor that does not fit the request (another sort's), or not ours at all. */
export function badCursor() {
  return badRequest(CLIENT_MESSAGES.badCursor, { after: CLIENT_MESSAGES.badCursor });
}
