// The row checker: the first batch in the server's thread, the next ones in a worker
// thread, with the same answers in the same order; a thread that dies fails its batches
// instead of leaving the import waiting.
import { describe, expect, it } from 'vitest';
import { emptyContact } from '../../../../core/import/import-contact';
import { CLIENT_MESSAGES, CUSTOM_FIELD_MESSAGES } from '../../../../core/messages';
import { checkRows } from './check-rows';
import type { SourceRow } from './import-source';
import { openRowChecker } from './row-checker';

function batch(from: number, notes = ''): SourceRow[] {
  return Array.from({ length: 50 }, (_, i) => {
    const line = from + i;
    if (i === 7) return { line, name: 'Broken', failure: CLIENT_MESSAGES.importRowUnreadable };
    // Row 3 has nothing to name a client after: no name, company, e-mail or phone.
    if (i === 3) return { line, contact: { ...emptyContact(), notes: 'nameless' } };
    const contact = {
      ...emptyContact(),
      name: `Person ${line}`,
      notes,
      emails: [{ address: `p${line}@example.com`, type: 'work' as const }],
      phones: [{ number: i === 5 ? '12' : '030 1234567', type: 'mobile' as const }],
    };
    return { line, contact };
  });
}

describe('openRowChecker', () => {
  it('answers every batch as checkRows does, in the order given', async () => {
    const checker = openRowChecker('user-1');
    try {
      const batches = [batch(2), batch(52), batch(102), batch(152)];
      const answers = await Promise.all(batches.map((rows) => checker.check(rows)));
      expect(answers).toEqual(batches.map((rows) => checkRows('user-1', rows)));
      // What the answers hold: 48 rows (nothing to name one after, one unreadable).
      expect(answers[3]?.rows).toHaveLength(48);
      expect(answers[3]?.failed).toEqual([
        { line: 155, name: '', reason: CLIENT_MESSAGES.importRowNameRequired },
        { line: 159, name: 'Broken', reason: CLIENT_MESSAGES.importRowUnreadable },
      ]);
      // The number that is no number is kept as typed in the phone list.
      const row = JSON.parse(answers[3]?.rows[4]?.json ?? '{}');
      expect(JSON.parse(row.contact_details).phones).toEqual([
        { number: '12', type: 'mobile', is_default: true, as_typed: true },
      ]);
    } finally {
      await checker.close();
    }
  });

  it("gives the worker the import's options: the phone country and the lead source", async () => {
    const options = { defaultCountry: 'DE' as const, leadSource: 'referral' as const };
    const checker = openRowChecker('user-1', options);
    try {
      // The first batch is checked in this thread, the second in the worker.
      const answers = [await checker.check(batch(2)), await checker.check(batch(52))];
      for (const answer of answers) {
        const row = JSON.parse(answer.rows[0]?.json ?? '{}');
        expect(row.phone).toBe('+49 30 1234567');
        expect(row.lead_source).toBe('referral');
      }
      expect(answers[1]).toEqual(checkRows('user-1', batch(52), options));
    } finally {
      await checker.close();
    }
  });

  it('gives the worker the custom fields: values read and refused there as here', async () => {
    const score = {
      id: '5b0e5f1e-4a5e-4a8e-9a51-2f8f8f3c0a01',
      label: 'Score',
      type: 'number' as const,
      options: [],
      position: 0,
    };
    const withScores = (from: number) =>
      batch(from).map((row, i) =>
        'contact' in row
          ? {
              ...row,
              contact: { ...row.contact, custom: { [score.id]: i === 9 ? 'high' : '1,000' } },
            }
          : row,
      );
    const options = { customFields: [score] };
    const checker = openRowChecker('user-1', options);
    try {
      const answers = [await checker.check(withScores(2)), await checker.check(withScores(52))];
      for (const answer of answers) {
        expect(JSON.parse(answer.rows[0]?.json ?? '{}').custom_values).toEqual({
          [score.id]: 1000,
        });
      }
      expect(answers[1]?.failed).toContainEqual({
        line: 61,
        name: 'Person 61',
        reason: CUSTOM_FIELD_MESSAGES.numberExpected('Score'),
      });
      expect(answers[1]).toEqual(checkRows('user-1', withScores(52), options));
    } finally {
      await checker.close();
    }
  });

  it('fails the waiting batches when its thread runs out of memory, and keeps failing', async () => {
    const checker = openRowChecker(
      'user-1',
      {},
      {
        maxOldGenerationSizeMb: 8,
        maxYoungGenerationSizeMb: 2,
      },
    );
    try {
      await checker.check(batch(2));
      const big = 'x'.repeat(512 * 1024);
      const refused = checker.check(batch(52, big));
      await expect(refused).rejects.toThrow();
      await expect(checker.check(batch(102))).rejects.toThrow();
    } finally {
      await checker.close();
    }
  });
});
