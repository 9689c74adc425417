// robots.txt: public pages may be indexed; the signed-in app, the API and the
// click redirects may not.
const DISALLOWED = [
  '/api/',
  '/auth',
  '/dashboard',
  '/settings',
  '/scheduling',
  '/organizations',
  '/dev/',
  '/go/',
  '/d/',
];

export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
