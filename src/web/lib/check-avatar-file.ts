// The avatar picker's checks before anything is sent (spec §8 alerts). The server
// checks again; this only saves a round trip and a 5 MB upload.
import { FILE_KINDS, FILE_SIGNATURE_BYTES, sniffFileKind } from '@/core/file-kinds';
import { MESSAGES } from '@/core/messages';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@/core/profile-schemas';

/** The message to show, or null when the file may be uploaded. */
export async function checkAvatarFile(file: File): Promise<string | null> {
  if (file.size > AVATAR_MAX_BYTES) return MESSAGES.avatarTooLarge;
  // The type comes from the name; the first bytes tell whether it really is one.
  const allowed = AVATAR_MIME_TYPES as readonly string[];
  if (!allowed.includes(file.type)) return MESSAGES.avatarNotImage;
  const kind = sniffFileKind(
    new Uint8Array(await file.slice(0, FILE_SIGNATURE_BYTES).arrayBuffer()),
  );
  return kind && allowed.includes(FILE_KINDS[kind].contentType) ? null : MESSAGES.avatarNotImage;
}
