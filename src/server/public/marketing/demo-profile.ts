// The built-in demo Scale Page: a fictional user that exists on every install, so
// "View Demo" always has something to show. Read-only; nothing here is stored.
export const DEMO_PROFILE = {
  displayName: 'Maya Chen',
  initials: 'MC',
  handle: 'maya-chen',
  headline: 'Independent sales consultant',
  bio: 'I help small businesses build a sales pipeline that never goes cold. Book a call, grab my free playbook, or send me a message.',
  links: [
    { title: 'Book a free 30-minute strategy call', description: 'Pick a time that suits you' },
    { title: 'The Small Business Sales Playbook', description: 'Free PDF guide' },
    { title: 'Client success stories', description: 'How teams grew with a better pipeline' },
    { title: 'Packages and pricing', description: 'Coaching, audits and workshops' },
    { title: 'Connect on LinkedIn', description: null },
  ],
} as const;
