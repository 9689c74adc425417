// Outgoing requests to user-given addresses: private ones refused in production only.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedFetch, isNonPublicAddress, RefusedAddressError } from './guarded-fetch';

let server: ReturnType<typeof createServer>;
let url: string;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('isNonPublicAddress', () => {
  it('knows loopback, private, link-local, mapped and unique-local addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fd12::1',
      '::ffff:127.0.0.1',
      'not an address',
    ]) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });
});

describe('guardedFetch', () => {
  it('refuses loopback in production and allows it in development and tests', async () => {
    await expect(guardedFetch({ allowPrivate: false })(`${url}/`)).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    await expect(
      guardedFetch({ allowPrivate: false })('http://localhost:1/'),
    ).rejects.toBeInstanceOf(RefusedAddressError);
    const answer = await guardedFetch({ allowPrivate: true })(`${url}/`);
    expect(await answer.text()).toBe('ok');
  });

  it('refuses the cloud metadata address and schemes other than http(s)', async () => {
    const fetchOnce = guardedFetch({ allowPrivate: false });
    await expect(fetchOnce('http://169.254.169.254/latest/meta-data/')).rejects.toBeInstanceOf(
      RefusedAddressError,
    );
    await expect(fetchOnce('http://[::1]:1/')).rejects.toBeInstanceOf(RefusedAddressError);
    await expect(fetchOnce('file:///etc/passwd')).rejects.toBeInstanceOf(RefusedAddressError);
  });
});
