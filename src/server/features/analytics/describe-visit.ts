// Reads what analytics keeps of a request: user agent, referrer, device, browser and
// the daily visitor hash; null for bots, link previews and prefetches, which are not
// counted. The IP address goes into the hash and nowhere else.
import type { AppDeps } from '../../http/types';
import { clientAddress } from '../../platform/rate-limit/client-address';
import type { Visit } from './analytics-recorder';
import { isBot } from './is-bot';
import { parseUserAgent } from './parse-user-agent';
import { visitorHash } from './visitor-hash';

/** What describeVisit reads of a request: its headers. */
export type VisitRequest = { headers: { get(name: string): string | null } };

const MAX_USER_AGENT = 512;
const MAX_REFERRER = 1024;

type UserAgentFacts = { isBot: boolean; device: string; browser: string };

/** Browsers repeat the same few user agents: each is classified once. */
const userAgents = new Map<string, UserAgentFacts>();
const MAX_USER_AGENTS = 5_000;

function userAgentFacts(userAgent: string): UserAgentFacts {
  let facts = userAgents.get(userAgent);
  if (!facts) {
    facts = { isBot: isBot(userAgent), ...parseUserAgent(userAgent) };
    if (userAgents.size >= MAX_USER_AGENTS) userAgents.clear();
    userAgents.set(userAgent, facts);
  }
  return facts;
}

/**
 * `referrer` stands in for the Referer header when the request is not the visit itself
 * (the page-view beacon sends the page's document.referrer; its own Referer is the page).
 */
export function describeVisit(
  deps: Pick<AppDeps, 'config'>,
  request: VisitRequest,
  peerAddress: string | undefined,
  referrer: string | null | undefined = request.headers.get('referer'),
): Visit | null {
  const userAgent = request.headers.get('user-agent')?.trim() ?? '';
  const { isBot: isRobot, device, browser } = userAgentFacts(userAgent);
  if (isRobot) return null;
  // Speculative loads (link prefetch, Chrome's prerender) are not visits.
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`;
  if (/prefetch|prerender/i.test(purpose)) return null;

  const now = new Date();
  // The same walk past trusted proxies as the rate limits: a client's own header is no alibi.
  const ip = clientAddress(
    peerAddress,
    request.headers.get('x-forwarded-for'),
    deps.config.trustedProxies,
  );
  const from = referrer?.trim();
  return {
    userAgent: userAgent.slice(0, MAX_USER_AGENT),
    referrer: from ? from.slice(0, MAX_REFERRER) : null,
    visitorHash: visitorHash({ secret: deps.config.authSecret, ip, userAgent, now }),
    device,
    browser,
    createdAt: now,
  };
}
