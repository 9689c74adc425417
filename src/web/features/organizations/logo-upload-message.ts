// What to show when the server refuses a logo: its own words for a refused file (413,
// 415, 400), "Upload failed" for anything else.
import { MESSAGES } from '@/core/messages';
import { isApiError } from '@/web/lib/api';

export function logoUploadMessage(error: unknown): string {
  if (isApiError(error) && [400, 413, 415].includes(error.status)) return error.message;
  return MESSAGES.uploadFailed;
}
