import { describe, expect, it } from 'vitest';
import {
  firstNameOf,
  mailtoHref,
  renderTemplate,
  templateValues,
  whatsappDigits,
  whatsappHref,
} from './templates';

describe('renderTemplate', () => {
  const values = templateValues(
    { name: '  Ada  Lovelace ', company: 'Analytical Engines' },
    { name: 'Grace', pageUrl: 'https://scale.example/grace' },
  );

  it('fills every variable, with or without spaces inside the braces', () => {
    expect(
      renderTemplate(
        'Hi {{first_name}} ({{ name }}) at {{company}} — {{my_name}}, {{  my_page_url  }}',
        values,
      ),
    ).toBe('Hi Ada (Ada  Lovelace) at Analytical Engines — Grace, https://scale.example/grace');
  });

  it('leaves unknown variables visible and makes missing values empty', () => {
    expect(renderTemplate('Hi {{frist_name}}, {{company}}!', { company: null })).toBe(
      'Hi {{frist_name}}, !',
    );
  });

  it('reads variable names regardless of case and repeats them', () => {
    expect(renderTemplate('{{FIRST_NAME}} {{first_name}}', values)).toBe('Ada Ada');
  });

  it('does not interpret values as template text', () => {
    expect(renderTemplate('{{name}}', { name: '{{my_name}} $& $1' })).toBe('{{my_name}} $& $1');
  });

  it('takes the first word as the first name', () => {
    expect(firstNameOf('  Ada Lovelace')).toBe('Ada');
    expect(firstNameOf('')).toBe('');
  });
});

describe('mailtoHref', () => {
  it('encodes subject and body, line breaks as CRLF', () => {
    const href = mailtoHref('ada@example.com', 'Hello & welcome?', 'Line 1\nA+B=C #1 100%');
    expect(href).toBe(
      'mailto:ada@example.com?subject=Hello%20%26%20welcome%3F&body=Line%201%0D%0AA%2BB%3DC%20%231%20100%25',
    );
    const url = new URL(href);
    expect(url.searchParams.get('body')).toBe('Line 1\r\nA+B=C #1 100%');
  });

  it('leaves out an empty subject', () => {
    expect(mailtoHref('a@b.co', null, 'Hi')).toBe('mailto:a@b.co?body=Hi');
  });
});

describe('whatsappHref', () => {
  it('dials the digits of the international number with the text encoded', () => {
    expect(whatsappHref('+1 415 555 2671', 'Hi Ada & co\nbye')).toBe(
      'https://wa.me/14155552671?text=Hi%20Ada%20%26%20co%0Abye',
    );
  });

  it('has nothing to dial without digits', () => {
    expect(whatsappDigits(null)).toBeNull();
    expect(whatsappHref('n/a', 'Hi')).toBeNull();
  });
});
