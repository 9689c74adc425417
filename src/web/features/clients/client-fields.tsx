// Every field of a client (spec §3) as the detail panel shows it. Phones and e-mails are
// tel:/mailto: links; websites (only http(s) are ever stored) open in a new tab.
import type { ReactNode } from 'react';
import type { Address, Client } from '@/core/client-schemas';
import { formatCents, LEAD_SOURCE_LABELS } from '@/core/clients';
import { Badge } from '@/ui/badge';
import { formatDateTime, formatDay } from './format';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function DefaultMark({ isDefault }: { isDefault: boolean }) {
  return isDefault ? <Badge variant="secondary">Default</Badge> : null;
}

function addressText(address: Address): string {
  const cityLine = [address.city, address.state, address.postalCode].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, address.country].filter(Boolean).join(', ');
}

export function ClientFields({ client }: { client: Client }) {
  return (
    <dl className="divide-y divide-border">
      <Row label="Company">{client.company ?? '—'}</Row>
      <Row label="Position">{client.position ?? '—'}</Row>
      <Row label="Lead source">{LEAD_SOURCE_LABELS[client.leadSource]}</Row>
      <Row label="Lead score">{client.leadScore ?? '—'}</Row>
      <Row label="Estimated value">{formatCents(client.estimatedValueCents)}</Row>
      <Row label="Expected close">{formatDay(client.expectedCloseDate)}</Row>
      <Row label="Last contacted">
        <span data-testid="last-contacted">{formatDateTime(client.lastContactedAt)}</span>
      </Row>
      <Row label="Phones">
        {client.phones.length === 0 ? (
          '—'
        ) : (
          <ul className="grid gap-1">
            {client.phones.map((phone) => (
              <li
                key={`${phone.number}-${phone.type}`}
                className="flex flex-wrap items-center gap-2"
              >
                <a
                  className="text-brand-700 hover:underline"
                  href={`tel:${phone.number.replace(/\s/g, '')}`}
                >
                  {phone.number}
                </a>
                <span className="text-muted-foreground">{capitalize(phone.type)}</span>
                <DefaultMark isDefault={phone.isDefault} />
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Emails">
        {client.emails.length === 0 ? (
          '—'
        ) : (
          <ul className="grid gap-1">
            {client.emails.map((email) => (
              <li key={email.address} className="flex flex-wrap items-center gap-2">
                <a
                  className="break-all text-brand-700 hover:underline"
                  href={`mailto:${email.address}`}
                >
                  {email.address}
                </a>
                <span className="text-muted-foreground">{capitalize(email.type)}</span>
                <DefaultMark isDefault={email.isDefault} />
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Addresses">
        {client.addresses.length === 0 ? (
          '—'
        ) : (
          <ul className="grid gap-1">
            {client.addresses.map((address) => (
              <li key={addressText(address)} className="flex flex-wrap items-center gap-2">
                <span>{addressText(address)}</span>
                <span className="text-muted-foreground">{capitalize(address.type)}</span>
                <DefaultMark isDefault={address.isDefault} />
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Websites">
        {client.websites.length === 0 ? (
          '—'
        ) : (
          <ul className="grid gap-1">
            {client.websites.map((website) => (
              <li key={website.url} className="flex flex-wrap items-center gap-2">
                <a
                  className="break-all text-brand-700 hover:underline"
                  href={website.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {website.label}
                </a>
                <DefaultMark isDefault={website.isDefault} />
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Tags">
        {client.tags.length === 0 ? (
          '—'
        ) : (
          <ul className="flex flex-wrap gap-1">
            {client.tags.map((tag) => (
              <li key={tag}>
                <Badge>{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Notes">
        <span className="whitespace-pre-wrap">{client.notes ?? '—'}</span>
      </Row>
      <Row label="Added">{formatDateTime(client.createdAt)}</Row>
    </dl>
  );
}
