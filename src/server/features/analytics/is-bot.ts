// Crawlers, link-preview fetchers and scripts fetch Scale Pages and links without a
// person behind them; counting them would inflate views and clicks. Which user agents
// those are changes every week, so the list is isbot's, kept up to date upstream
// (decision 033): search engines, social and chat link previews, monitors, HTTP
// libraries and headless browsers.
import { isbot } from 'isbot';

/** Whether a request with this User-Agent must not be counted as a visit or click. */
export function isBot(userAgent: string | null | undefined): boolean {
  const value = userAgent?.trim();
  // Every browser sends a user agent; a request without one is a script (isbot says
  // "not a bot" for an empty string, so this stays ours).
  if (!value) return true;
  return isbot(value);
}
