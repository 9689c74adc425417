// The name the booking pages and mails show for a host: the server's shell, mails and
// first paint and the browser's pages say it the same way.
/** The host's display name, or "User" when they have none (spec §2). */
export function hostDisplayName(name: string | null | undefined): string {
  return name?.trim() || 'User';
}
