// A minimal browser for HTTP tests: a cookie jar, redirects followed by hand, and a
// source address of its own (any 127.x.y.z reaches a server on 127.0.0.1), so each
// test signs in as a different client and per-IP rate limits stay per test.
import { request as httpRequest } from 'node:http';

export type AgentResponse = {
  status: number;
  url: string;
  headers: Headers;
  /** The Location header resolved against the request URL. */
  location: string | undefined;
  text: string;
  json<T = unknown>(): T;
};

export type RequestOptions = {
  method?: string;
  json?: unknown;
  headers?: Record<string, string>;
};

export type TestAgent = {
  address: string;
  request(url: string, options?: RequestOptions): Promise<AgentResponse>;
  /** GETs `url` and follows redirects; answers the first response that is not one. */
  follow(
    url: string,
    options?: { maxRedirects?: number },
  ): Promise<AgentResponse & { visited: string[] }>;
  /** Sets a cookie for an origin, as the page's script would. */
  setCookie(origin: string, name: string, value: string): void;
  cookie(origin: string, name: string): string | undefined;
};

let nextAddress = 10;

/** Each agent gets its own loopback address: 127.0.0.10, 127.0.0.11, ... */
export function createAgent(): TestAgent {
  const n = nextAddress++;
  const address = `127.0.${Math.floor(n / 250)}.${(n % 250) + 2}`;
  const jars = new Map<string, Map<string, string>>();
  const jar = (origin: string) => {
    const host = new URL(origin).host;
    let cookies = jars.get(host);
    if (!cookies) {
      cookies = new Map();
      jars.set(host, cookies);
    }
    return cookies;
  };

  async function request(url: string, options: RequestOptions = {}): Promise<AgentResponse> {
    const target = new URL(url);
    const method = options.method ?? (options.json === undefined ? 'GET' : 'POST');
    const headers: Record<string, string> = { ...options.headers };
    const cookies = jar(url);
    if (cookies.size > 0) {
      headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    // Browsers send Origin on every POST; better-auth's CSRF check wants it.
    if (method !== 'GET' && !headers.origin) headers.origin = target.origin;
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    if (body !== undefined) headers['content-type'] = 'application/json';

    const { status, rawHeaders, text } = await new Promise<{
      status: number;
      rawHeaders: string[];
      text: string;
    }>((resolve, reject) => {
      const req = httpRequest(
        target,
        { method, headers, localAddress: target.hostname === '127.0.0.1' ? address : undefined },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              rawHeaders: res.rawHeaders,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });

    const responseHeaders = new Headers();
    for (let i = 0; i < rawHeaders.length; i += 2) {
      responseHeaders.append(rawHeaders[i] ?? '', rawHeaders[i + 1] ?? '');
    }
    for (const setCookie of responseHeaders.getSetCookie()) storeCookie(cookies, setCookie);
    const location = responseHeaders.get('location');
    return {
      status,
      url,
      headers: responseHeaders,
      location: location ? new URL(location, url).toString() : undefined,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  return {
    address,
    request,
    async follow(url, { maxRedirects = 10 } = {}) {
      const visited: string[] = [];
      let current = url;
      for (let hop = 0; hop <= maxRedirects; hop++) {
        visited.push(current);
        const response = await request(current);
        if (response.status < 300 || response.status >= 400 || !response.location) {
          return { ...response, visited };
        }
        current = response.location;
      }
      throw new Error(`More than ${maxRedirects} redirects from ${url}: ${visited.join(' -> ')}`);
    },
    setCookie(origin, name, value) {
      jar(origin).set(name, value);
    },
    cookie(origin, name) {
      return jar(origin).get(name);
    },
  };
}

function storeCookie(cookies: Map<string, string>, setCookie: string) {
  const [pair = '', ...attributes] = setCookie.split(';');
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  const expired = attributes.some((attribute) => {
    const [key = '', raw = ''] = attribute.split('=');
    const k = key.trim().toLowerCase();
    if (k === 'max-age') return Number(raw) <= 0;
    if (k === 'expires') return Date.parse(raw) <= Date.now();
    return false;
  });
  if (expired || value === '') cookies.delete(name);
  else cookies.set(name, value);
}
