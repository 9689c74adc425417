// AWS Signature Version 4 for header-signed requests, with node:crypto alone (no SDK).
// S3 and the S3-compatible servers (MinIO, R2, Ceph...) all accept it.
import { createHash, createHmac } from 'node:crypto';

export type SigningInput = {
  method: string;
  url: URL;
  /** Every header to sign (host is added from the URL). Names in any case. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body. */
  payloadHash: string;
  region: string;
  service: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The x-amz-date value, e.g. 20130524T000000Z. */
  amzDate: string;
};

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it ('*' and the other sub-delims escaped too). */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** S3 signs the path encoded once, segment by segment. */
export function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([key, value]) => [encodeRfc3986(key), encodeRfc3986(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** The Authorization header value for a request. */
export function signV4(input: SigningInput): string {
  const headers = new Map<string, string>();
  headers.set('host', input.url.host);
  for (const [name, value] of Object.entries(input.headers)) {
    headers.set(name.toLowerCase(), value.trim().replace(/\s+/g, ' '));
  }
  const names = [...headers.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(input.url.pathname),
    canonicalQuery(input.url),
    ...names.map((name) => `${name}:${headers.get(name)}`),
    '',
    signedHeaders,
    input.payloadHash,
  ].join('\n');

  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const dateKey = hmac(`AWS4${input.secretAccessKey}`, day);
  const signingKey = hmac(hmac(hmac(dateKey, input.region), input.service), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** 2013-05-24T00:00:00.000Z -> 20130524T000000Z */
export function toAmzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
