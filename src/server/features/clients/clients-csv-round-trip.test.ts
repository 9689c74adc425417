// Export → import restores every field (issue 19): clients with several typed phones,
// e-mails, addresses and websites, every status and lead source, scores, values, dates,
// tags with commas and notes with line breaks and formulas go out as CSV through the
// endpoint, come back in through the import endpoint into another user's workspace, and
// the API shows the same clients.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiUser, signUpApiUser } from '../../../../tests/support/api-user';
import { postImport } from '../../../../tests/support/client-import';
import { addClient } from '../../../../tests/support/client-rows';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import type { Client, ClientCreateInput } from '../../../core/client-schemas';
import { CLIENT_STATUSES, LEAD_SOURCES } from '../../../core/clients';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** Eight clients, one per status, each list with two or three items and a default not first. */
function clientInputs(): ClientCreateInput[] {
  return CLIENT_STATUSES.map((status, index) => ({
    name: `Client ${index} ${status}`,
    company: index % 2 === 0 ? `Company ${index}, Inc.` : undefined,
    position: index === 3 ? 'Head of "Things"' : 'Buyer',
    status,
    leadSource: LEAD_SOURCES[index % LEAD_SOURCES.length],
    leadScore: index === 5 ? null : index * 12,
    estimatedValueCents: index * 123_456 + 1,
    expectedCloseDate: index % 3 === 0 ? null : `2027-0${(index % 9) + 1}-1${index}`,
    tags: index === 1 ? ['a,b'] : ['Friends, old', `tag-${index}`, '@risk'],
    notes:
      index === 2
        ? '=HYPERLINK("http://evil.example","click")'
        : `First line of ${index}\nSecond line; with "quotes", commas`,
    phones: [
      { number: `+1 415 555 01${10 + index}`, type: 'mobile' },
      { number: `+44 20 7946 09${10 + index}`, type: 'work', isDefault: true },
      { number: `+49 30 1234 56${10 + index}`, type: 'home' },
    ].slice(0, index % 2 === 0 ? 3 : 2) as ClientCreateInput['phones'],
    emails: [
      { address: `work${index}@example.com`, type: 'work' },
      { address: `home${index}@example.com`, type: 'personal', isDefault: index % 2 === 1 },
      { address: `other${index}@example.com`, type: 'other' },
    ],
    addresses: [
      {
        line1: `${index} Main St`,
        line2: 'Suite 5',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'USA',
        type: 'office',
      },
      {
        line1: `${index} Home Rd`,
        city: 'Berlin',
        postalCode: '10115',
        country: 'Germany',
        type: 'home',
        isDefault: true,
      },
      { line1: 'PO Box 9', type: index % 2 === 0 ? 'billing' : 'shipping' },
    ],
    websites: [
      { url: `https://site${index}.example` },
      { url: `https://blog${index}.example/a?b=c`, label: 'Blog, personal', isDefault: true },
    ],
  }));
}

/** The list with its default first (the export's order), the rest as they were. */
function defaultFirst<T extends { isDefault: boolean }>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.isDefault), ...items.filter((item) => !item.isDefault)];
}

/** What an import can restore: everything but ids, the owner and the change time. */
function restorable(client: Client) {
  const { id, updatedAt, ownerId, ownerName, createdBy, ...rest } = client;
  return {
    ...rest,
    phones: defaultFirst(client.phones),
    emails: defaultFirst(client.emails),
    addresses: defaultFirst(client.addresses),
    websites: defaultFirst(client.websites),
  };
}

async function allClients(user: ApiUser): Promise<Client[]> {
  const answer = await user.call('GET', '/clients?sort=name&dir=asc&limit=200');
  expect(answer.status).toBe(200);
  return answer.body.items as Client[];
}

describe('CSV export → import', () => {
  it('restores every field of every client in another workspace', async () => {
    const from = await signUpApiUser(server, 'round-trip-from');
    const created: Client[] = [];
    for (const input of clientInputs()) created.push(await addClient(from, input));
    // A contact moves "Last contacted" to now on two of them.
    for (const client of created.slice(0, 2)) {
      const answer = await from.call('POST', `/clients/${client.id}/interactions`, {
        type: 'call',
        content: 'Called',
      });
      expect(answer.status).toBe(201);
    }
    const exported = await allClients(from);
    expect(exported).toHaveLength(CLIENT_STATUSES.length);
    expect(exported.filter((client) => client.lastContactedAt !== null)).toHaveLength(2);

    const download = await fetch(`${server.url}/api/v1/clients/export.csv`, {
      headers: { cookie: from.cookie },
    });
    expect(download.status).toBe(200);
    const bytes = new Uint8Array(await download.arrayBuffer());
    const text = new TextDecoder().decode(bytes);

    // What a spreadsheet shows: phones as typed, a formula in the notes neutralised.
    const rows = parse(text, { bom: true }) as string[][];
    const header = rows[0] ?? [];
    const client2 = rows.find((row) => row[0]?.startsWith('Client 2 ')) ?? [];
    expect(client2[header.indexOf('Phone 1 - Value')]).toBe('+44 20 7946 0912');
    expect(client2[header.indexOf('Notes')]).toBe('\'=HYPERLINK("http://evil.example","click")');
    expect(text).not.toMatch(/,'\+\d/);
    expect(header).toContain('Phone 3 - Value');
    expect(header).toContain('Address 3 - Country');
    expect(header).not.toContain('Phone 4 - Value');

    const to = await signUpApiUser(server, 'round-trip-to');
    const answer = await postImport(to, 'x.csv', bytes);
    expect(answer.status).toBe(200);
    expect(answer.lines.at(-1)).toMatchObject({
      type: 'done',
      total: CLIENT_STATUSES.length,
      imported: CLIENT_STATUSES.length,
      failed: [],
    });

    const imported = await allClients(to);
    expect(imported.map(restorable)).toEqual(exported.map(restorable));
    // Spot checks of what the comparison covers, so a vacuous match cannot pass.
    const closedWon = imported.find((client) => client.status === 'closed_won');
    expect(closedWon?.tags).toEqual(['Friends, old', 'tag-5', '@risk']);
    expect(imported.find((client) => client.name.startsWith('Client 1 '))?.tags).toEqual(['a,b']);
    expect(closedWon?.websites[0]).toEqual({
      url: 'https://blog5.example/a?b=c',
      label: 'Blog, personal',
      isDefault: true,
    });
    expect(new Set(imported.map((client) => client.leadSource)).size).toBe(LEAD_SOURCES.length);
  });
});
