/** "Expires 28 Nov 2026" or "Expired 28 Nov 2026", in the reader's locale. */
export function expiryText(invitation: { expiresAt: string; isExpired: boolean }): string {
  const date = new Date(invitation.expiresAt).toLocaleDateString(undefined, {
    dateStyle: 'medium',
  });
  return `${invitation.isExpired ? 'Expired' : 'Expires'} ${date}`;
}
