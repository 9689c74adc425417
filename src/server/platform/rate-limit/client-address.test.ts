// Which address a limit counts: the peer, unless it is a trusted proxy; then the first
// address left of the proxies in X-Forwarded-For, never one a client wrote itself.
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever the client sends', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1', [])).toBe('198.51.100.7');
    expect(clientAddress('::ffff:198.51.100.7', null, [])).toBe('198.51.100.7');
  });

  it('is the peer when the peer is not one of the trusted proxies', () => {
    expect(clientAddress('198.51.100.7', '203.0.113.1', ['10.0.0.0/8'])).toBe('198.51.100.7');
  });

  it('walks past trusted proxies (addresses and ranges) to the first other address', () => {
    const trusted = ['10.0.0.0/8', '192.0.2.1', 'fd00::/8'];
    expect(clientAddress('10.1.2.3', '203.0.113.9', trusted)).toBe('203.0.113.9');
    // A spoofed left part is never reached: the proxy appended the real peer after it.
    expect(clientAddress('10.1.2.3', '1.1.1.1, 203.0.113.9, 192.0.2.1', trusted)).toBe(
      '203.0.113.9',
    );
    expect(clientAddress('fd00::1', '2001:db8::5', trusted)).toBe('2001:db8::5');
    expect(clientAddress('::ffff:10.1.2.3', '203.0.113.9', trusted)).toBe('203.0.113.9');
  });

  it('is the leftmost address when every hop is a trusted proxy', () => {
    expect(clientAddress('10.0.0.2', '10.0.0.1', ['10.0.0.0/8'])).toBe('10.0.0.1');
  });
});
