// POST /clients/export/selected (issue 20): the hand-picked clients as CSV or vCard —
// exactly those rows, none of another workspace's or of a teammate the caller may not see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClientAs, inWorkspace, signUpClientTeam } from '../../../../tests/support/client-team';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { CLIENT_MESSAGES } from '../../../core/messages';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /clients/export/selected', () => {
  it('exports exactly the selected clients the caller may see', async () => {
    const t = await signUpClientTeam(server, 'export-selected');
    const a = await addClientAs(t.owner, t.id, { name: 'Picked Ada' });
    const b = await addClientAs(t.owner, t.id, { name: 'Picked Bob' });
    await addClientAs(t.owner, t.id, { name: 'Left Out Cleo' });
    const foreign = await addClientAs(t.outsider, null, { name: 'Foreign Dora' });

    const csv = await t.member.call(
      'POST',
      '/clients/export/selected',
      { ids: [a.id, b.id, foreign.id], format: 'csv' },
      inWorkspace(t.id),
    );
    expect(csv.status, csv.text).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('attachment');
    expect(csv.text).toContain('Picked Ada');
    expect(csv.text).toContain('Picked Bob');
    expect(csv.text).not.toContain('Left Out Cleo');
    expect(csv.text).not.toContain('Foreign Dora');
    // Header + two rows.
    expect(csv.text.trim().split('\r\n')).toHaveLength(3);

    const vcard = await t.member.call(
      'POST',
      '/clients/export/selected',
      { ids: [b.id], format: 'vcard' },
      inWorkspace(t.id),
    );
    expect(vcard.status).toBe(200);
    expect(vcard.text.match(/BEGIN:VCARD/g)).toHaveLength(1);
    expect(vcard.text).toContain('Picked Bob');

    // Another workspace's ids only: an export with no rows, nothing of theirs.
    const none = await t.owner.call(
      'POST',
      '/clients/export/selected',
      { ids: [foreign.id], format: 'vcard' },
      inWorkspace(t.id),
    );
    expect(none.status).toBe(200);
    expect(none.text).toBe('');
  });

  it('refuses an empty selection, too many ids, and an unknown format', async () => {
    const t = await signUpClientTeam(server, 'export-bad');
    const a = await addClientAs(t.owner, t.id, { name: 'Bad Export' });
    const cases: [object, string][] = [
      [{ ids: [], format: 'csv' }, CLIENT_MESSAGES.bulkIdsRequired],
      [
        { ids: Array.from({ length: 100_001 }, () => a.id), format: 'csv' },
        CLIENT_MESSAGES.bulkTooMany(100_000),
      ],
      [{ ids: [a.id], format: 'xlsx' }, 'format'],
      [{ ids: ['not-a-uuid'], format: 'csv' }, CLIENT_MESSAGES.clientNotFound],
    ];
    for (const [body, message] of cases) {
      const answer = await t.owner.call(
        'POST',
        '/clients/export/selected',
        body,
        inWorkspace(t.id),
      );
      expect(answer.status).toBe(400);
      expect(answer.text).toContain(message);
    }
  });
});
