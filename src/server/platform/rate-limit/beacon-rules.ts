// The public beacons' limits: src/core's numbers, or the one operators (and benchmarks
// firing thousands of beacons from one address) set with BEACON_LIMIT_PER_MINUTE.
import {
  CLICK_BEACON_LIMIT_PER_MINUTE,
  DOCUMENT_VIEW_BEACON_LIMIT_PER_MINUTE,
  VIEW_BEACON_LIMIT_PER_MINUTE,
} from '../../../core/rate-limits';
import type { Config } from '../../config';
import type { RateLimitRule } from './rate-limiter';

const MINUTE = 60;

export function beaconRules(config: Pick<Config, 'beaconLimitPerMinute'>) {
  const rule = (bucket: string, max: number): RateLimitRule => ({
    bucket,
    max: config.beaconLimitPerMinute ?? max,
    windowSeconds: MINUTE,
  });
  return {
    click: rule('click-beacon', CLICK_BEACON_LIMIT_PER_MINUTE),
    view: rule('view-beacon', VIEW_BEACON_LIMIT_PER_MINUTE),
    documentView: rule('document-view-beacon', DOCUMENT_VIEW_BEACON_LIMIT_PER_MINUTE),
  };
}
