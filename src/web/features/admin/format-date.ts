/** "Nov 21, 2026": the admin lists' joined and created dates. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}
