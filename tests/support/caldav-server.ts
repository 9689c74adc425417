// A real CalDAV server for the tests: Debian's radicale (3.1.x), in a temporary folder
// with its own config, htpasswd auth from a plain-text user file, on a free port of
// 127.0.0.1. Calendars are made with tsdav the way a user's other calendar app would.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DAVClient } from 'tsdav';
import { freePort } from './processes';

export type CalDavUser = { username: string; password: string };

export type TestCalDav = {
  /** http://127.0.0.1:PORT/ */
  url: string;
  users: CalDavUser[];
  /** A logged-in tsdav client of that user: the "other calendar app". */
  client(user: CalDavUser): Promise<DAVClient>;
  /** Makes a calendar collection and returns its URL. */
  makeCalendar(user: CalDavUser, name: string): Promise<string>;
  /** PUTs one iCalendar object into a calendar. */
  putEvent(user: CalDavUser, calendarUrl: string, filename: string, ics: string): Promise<void>;
  /** The iCalendar texts of a calendar's objects. */
  events(user: CalDavUser, calendarUrl: string): Promise<string[]>;
  close(): Promise<void>;
};

export async function startTestCalDav(
  users: CalDavUser[] = [{ username: 'ada', password: 'app-password-1' }],
): Promise<TestCalDav> {
  const directory = mkdtempSync(join(tmpdir(), 'scale-radicale-'));
  const port = await freePort();
  const usersFile = join(directory, 'users');
  writeFileSync(usersFile, users.map((u) => `${u.username}:${u.password}`).join('\n'));
  const configFile = join(directory, 'config');
  writeFileSync(
    configFile,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${usersFile}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[storage]',
      `filesystem_folder = ${join(directory, 'collections')}`,
      '[logging]',
      'level = warning',
      '[web]',
      'type = none',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('/usr/bin/radicale', ['--config', configFile], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`radicale exited: ${output}`);
    try {
      await fetch(url);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`radicale did not answer: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const client = async (user: CalDavUser) => {
    const dav = new DAVClient({
      serverUrl: url,
      credentials: user,
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
    });
    await dav.login();
    return dav;
  };
  const auth = (user: CalDavUser) =>
    `Basic ${Buffer.from(`${user.username}:${user.password}`).toString('base64')}`;

  return {
    url,
    users,
    client,
    async makeCalendar(user, name) {
      const calendarUrl = `${url}${user.username}/${name}/`;
      // Radicale makes the user's principal collection on first sight of the user.
      await fetch(`${url}${user.username}/`, {
        method: 'PROPFIND',
        headers: { authorization: auth(user), depth: '0' },
      });
      const response = await fetch(calendarUrl, {
        method: 'MKCALENDAR',
        headers: { authorization: auth(user), 'content-type': 'application/xml' },
        body: `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>${name}</D:displayname></D:prop></D:set>
</C:mkcalendar>`,
      });
      if (response.status !== 201) throw new Error(`MKCALENDAR ${response.status}`);
      return calendarUrl;
    },
    async putEvent(user, calendarUrl, filename, ics) {
      const response = await fetch(`${calendarUrl}${filename}`, {
        method: 'PUT',
        headers: { authorization: auth(user), 'content-type': 'text/calendar; charset=utf-8' },
        body: ics,
      });
      if (response.status >= 300)
        throw new Error(`PUT ${response.status}: ${await response.text()}`);
    },
    async events(user, calendarUrl) {
      const dav = await client(user);
      const objects = await dav.fetchCalendarObjects({
        calendar: { url: calendarUrl },
      });
      return objects.map((object) => String(object.data));
    },
    async close() {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        if (child.exitCode !== null) resolve(null);
        else child.once('exit', resolve);
      });
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type ProxyMode = 'pass' | 'slow' | 'malformed' | 'down' | 'no-sync-token';

export type CalDavProxy = {
  url: string;
  /**
   * pass: forwards; slow: never answers; malformed: breaks REPORTs' iCalendar; down: hangs
   * up; no-sync-token: a server without RFC 6578 (its PROPFINDs name no sync token).
   */
  mode: ProxyMode;
  close(): Promise<void>;
};

/** A CalDAV server that misbehaves on demand, in front of a real one. */
export async function startCalDavProxy(target: string): Promise<CalDavProxy> {
  const { createServer } = await import('node:http');
  const sockets = new Set<import('node:net').Socket>();
  const proxy: CalDavProxy = { url: '', mode: 'pass', close: async () => {} };
  const server = createServer(async (request, response) => {
    if (proxy.mode === 'slow') return; // holds the request open until the client gives up
    if (proxy.mode === 'down') {
      request.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host' && name !== 'content-length') {
        headers.set(name, value);
      }
    }
    const answer = await fetch(new URL(request.url ?? '/', target), {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
      redirect: 'manual',
    });
    let body = await answer.text();
    if (proxy.mode === 'malformed' && request.method === 'REPORT') {
      body = body.replaceAll('BEGIN:VCALENDAR', 'BEGIN:VCALENDAR\nthis line is not iCalendar');
    }
    if (proxy.mode === 'no-sync-token' && request.method === 'PROPFIND') {
      body = body.replace(/<([A-Za-z]+:)?sync-token>[^<]*<\/([A-Za-z]+:)?sync-token>/g, '');
    }
    const out: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (
        name !== 'content-length' &&
        name !== 'content-encoding' &&
        name !== 'transfer-encoding'
      ) {
        out[name] = value;
      }
    });
    response.writeHead(answer.status, out);
    response.end(body);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as import('node:net').AddressInfo;
  proxy.url = `http://127.0.0.1:${address.port}/`;
  proxy.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}
