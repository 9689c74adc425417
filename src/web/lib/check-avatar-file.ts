// The avatar picker's checks before anything is sent (spec §8 alerts). The server
// checks again; this only saves a round trip and a 5 MB upload.
import { MESSAGES } from '@/core/messages';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '@/core/profile-schemas';

const SIGNATURES: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
];

function looksLikeImage(bytes: Uint8Array): boolean {
  if (SIGNATURES.some((signature) => signature.every((byte, i) => bytes[i] === byte))) {
    return true;
  }
  const text = String.fromCharCode(...bytes.slice(0, 12));
  return text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP';
}

/** The message to show, or null when the file may be uploaded. */
export async function checkAvatarFile(file: File): Promise<string | null> {
  if (file.size > AVATAR_MAX_BYTES) return MESSAGES.avatarTooLarge;
  // The type comes from the name; the first bytes tell whether it really is one.
  if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) return MESSAGES.avatarNotImage;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return looksLikeImage(head) ? null : MESSAGES.avatarNotImage;
}
