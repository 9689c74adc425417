// Where the sign-up verification link lands (issue 16): the page the person was headed
// for (an invitation, say) or the dashboard — never the marketing home page — with
// `verified=1`, so the app says "E-mail verified" (or, after better-auth appends
// `error=`, why the link did not work). The link is rebuilt here, server-side, so it
// does not depend on what a client sent as callbackURL.

export const VERIFIED_PARAM = 'verified';

/** A same-site path to land on; anything else (absent, "/", another site) is the dashboard. */
function landingPath(callback: string | null): string {
  if (!callback || callback === '/' || !callback.startsWith('/') || callback.startsWith('//')) {
    return '/dashboard';
  }
  return callback;
}

/** better-auth's verification URL with its callbackURL pointed at the landing page. */
export function withVerificationLanding(url: string): string {
  const link = new URL(url);
  const landing = new URL(landingPath(link.searchParams.get('callbackURL')), 'http://landing');
  landing.searchParams.set(VERIFIED_PARAM, '1');
  link.searchParams.set('callbackURL', `${landing.pathname}${landing.search}${landing.hash}`);
  return link.toString();
}
