// "Chrome on macOS" from a session's User-Agent, so people recognise their devices in
// the session list. Coarse on purpose: names, not versions.
import { readUserAgent } from '../platform/user-agent/read-user-agent';

export function describeDevice(userAgent: string | null | undefined): string {
  const { browser, system } = readUserAgent(userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
