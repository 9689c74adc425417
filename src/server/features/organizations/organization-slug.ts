// Slugs are unique across all organizations (organizations_slug_key). The check before
// the insert answers the usual case; the unique index catches two creates racing.
import { ORG_MESSAGES } from '../../../core/messages';
import { HttpError } from '../../http/errors';

const UNIQUE_VIOLATION = '23505';

export function slugTakenError(): HttpError {
  return new HttpError('conflict', ORG_MESSAGES.slugTaken, { slug: ORG_MESSAGES.slugTaken });
}

export function isDuplicateSlug(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && (!constraint || constraint === 'organizations_slug_key');
}
