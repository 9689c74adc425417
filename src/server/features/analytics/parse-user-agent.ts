// Device class and browser family from a User-Agent, for the analytics tab's
// breakdowns. Coarse on purpose: the tab shows a handful of buckets, not versions.
import { readUserAgent } from '../../platform/user-agent/read-user-agent';
import type { Device } from './tables';

export type UserAgentSummary = { device: Device; browser: string };

export function parseUserAgent(userAgent: string | null | undefined): UserAgentSummary {
  const { device, browser } = readUserAgent(userAgent);
  return { device, browser: browser ?? 'Other' };
}
