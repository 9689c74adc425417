/** The host's display name, or "User" when they have none (spec §2). */
export function hostDisplayName(name: string | null | undefined): string {
  return name?.trim() || 'User';
}
