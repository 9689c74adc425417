import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER, clientIpHeaderValue, withClientIp } from './client-ip';

describe('clientIpHeaderValue', () => {
  it('is the TCP peer when no proxy is trusted, whatever the client forwards', () => {
    expect(clientIpHeaderValue('198.51.100.7', '203.0.113.1', [])).toBe('198.51.100.7');
  });

  it('carries the forwarded chain plus the peer when proxies are trusted', () => {
    expect(clientIpHeaderValue('10.0.0.2', '203.0.113.1, 10.0.0.3', ['10.0.0.0/24'])).toBe(
      '203.0.113.1, 10.0.0.3, 10.0.0.2',
    );
  });

  it('is absent without a peer', () => {
    expect(clientIpHeaderValue(undefined, '203.0.113.1', [])).toBeUndefined();
  });
});

describe('withClientIp', () => {
  it('replaces a client-supplied header and keeps the body', async () => {
    const request = new Request('http://localhost/api/auth/sign-in/email', {
      method: 'POST',
      headers: { [CLIENT_IP_HEADER]: '1.2.3.4', 'content-type': 'application/json' },
      body: '{"email":"a@b.c"}',
    });
    const forwarded = withClientIp(request, '198.51.100.7');
    expect(forwarded.headers.get(CLIENT_IP_HEADER)).toBe('198.51.100.7');
    expect(await forwarded.text()).toBe('{"email":"a@b.c"}');
  });

  it('drops a client-supplied header when the peer is unknown', () => {
    const request = new Request('http://localhost/', {
      headers: { [CLIENT_IP_HEADER]: '1.2.3.4' },
    });
    expect(withClientIp(request, undefined).headers.has(CLIENT_IP_HEADER)).toBe(false);
  });
});
