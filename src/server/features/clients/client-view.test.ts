// The row mapping both ways: written with the spec's snake_case keys, read back
// whether the driver hands over snake_case or (through the CamelCasePlugin) camelCase.
import { describe, expect, it } from 'vitest';
import { ZClientCreate } from '../../../core/client-schemas';
import { toClientRow } from './client-row';
import { type ClientRow, toClientView } from './client-view';

const input = ZClientCreate.parse({
  name: 'Row',
  phones: [{ number: '+1 415 555 2671' }, { number: '+1 212 555 0100', isDefault: true }],
  emails: [{ address: 'Row@Example.com' }],
  addresses: [{ line1: '1 Main St', postalCode: '12345' }],
  websites: [{ url: 'https://row.example' }],
});

function rowWith(contactDetails: unknown, websiteUrls: unknown): ClientRow {
  const values = toClientRow('user-1', input);
  return {
    ...values,
    id: '00000000-0000-4000-8000-000000000001',
    status: 'new_lead',
    leadSource: 'scale_page',
    estimatedValueCents: 0,
    tags: [],
    contactDetails,
    websiteUrls,
    lastContactedAt: null,
    createdAt: new Date('2026-11-21T08:00:00Z'),
    updatedAt: new Date('2026-11-21T08:00:00Z'),
    searchText: '',
    customValues: {},
  } as ClientRow;
}

describe('toClientRow', () => {
  it('writes snake_case json and derives the email and phone columns', () => {
    const row = toClientRow('user-1', input);
    expect(row.email).toBe('row@example.com');
    expect(row.phone).toBe('+1 212 555 0100');
    expect(JSON.parse(row.contactDetails as string)).toEqual({
      phones: [
        { number: '+1 415 555 2671', type: 'mobile', is_default: false },
        { number: '+1 212 555 0100', type: 'mobile', is_default: true },
      ],
      emails: [{ address: 'row@example.com', type: 'work', is_default: true }],
      addresses: [{ line1: '1 Main St', postal_code: '12345', type: 'office', is_default: true }],
    });
    expect(JSON.parse(row.websiteUrls as string)).toEqual([
      { url: 'https://row.example', label: 'Website', is_default: true },
    ]);
  });
});

describe('toClientView', () => {
  const snake = toClientRow('user-1', input);
  const snakeDetails = JSON.parse(snake.contactDetails as string);
  const snakeWebsites = JSON.parse(snake.websiteUrls as string);
  const camelDetails = {
    phones: snakeDetails.phones.map(({ is_default, ...rest }: { is_default: boolean }) => ({
      ...rest,
      isDefault: is_default,
    })),
    emails: [{ address: 'row@example.com', type: 'work', isDefault: true }],
    addresses: [{ line1: '1 Main St', postalCode: '12345', type: 'office', isDefault: true }],
  };
  const camelWebsites = [{ url: 'https://row.example', label: 'Website', isDefault: true }];

  it('reads snake_case and camelCase keys alike', () => {
    const fromSnake = toClientView(rowWith(snakeDetails, snakeWebsites));
    const fromCamel = toClientView(rowWith(camelDetails, camelWebsites));
    expect(fromCamel).toEqual(fromSnake);
    expect(fromSnake.phones[1]).toEqual({
      number: '+1 212 555 0100',
      type: 'mobile',
      isDefault: true,
    });
    expect(fromSnake.addresses[0]).toMatchObject({ postalCode: '12345', line2: null });
    expect(fromSnake.websites[0]).toEqual({
      url: 'https://row.example',
      label: 'Website',
      isDefault: true,
    });
  });

  it('tolerates missing lists, unknown types and no default', () => {
    const view = toClientView(
      rowWith({ phones: [{ number: '+1 415 555 2671', type: 'pager' }], emails: 'nonsense' }, null),
    );
    expect(view.phones).toEqual([{ number: '+1 415 555 2671', type: 'other', isDefault: true }]);
    expect(view.emails).toEqual([]);
    expect(view.addresses).toEqual([]);
    expect(view.websites).toEqual([]);
  });
});
