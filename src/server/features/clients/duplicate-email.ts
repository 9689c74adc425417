// A second client with the same primary e-mail is refused (409), whether the check
// before the write sees it or the unique index catches a concurrent one.
import { CLIENT_MESSAGES } from '../../../core/messages';
import { HttpError } from '../../http/errors';

const UNIQUE_VIOLATION = '23505';

export function duplicateEmailError(): HttpError {
  return new HttpError('conflict', CLIENT_MESSAGES.duplicateEmail, {
    emails: CLIENT_MESSAGES.duplicateEmail,
  });
}

/** clients_workspace_email_key is the clients table's only unique index besides the key. */
export function isDuplicateEmail(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && (!constraint || constraint === 'clients_workspace_email_key');
}
