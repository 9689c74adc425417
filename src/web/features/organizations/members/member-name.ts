import type { MemberView } from '@/core/organizations';

/** How a member is named in rows, dialogs and toasts: the display name, else the e-mail. */
export function memberName(member: Pick<MemberView, 'displayName' | 'email'>): string {
  return member.displayName?.trim() || member.email;
}
