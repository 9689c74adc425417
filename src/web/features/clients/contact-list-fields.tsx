// The fields of each contact list entry (spec §3): phones, emails, addresses, websites.
// Each field has a visible label ("City") that screen readers hear with its entry
// ("Address 2 City"), so two addresses' cities are never confused (issue 16).
import type { ComponentProps } from 'react';
import { ADDRESS_TYPES, EMAIL_TYPES, PHONE_TYPES } from '@/core/clients';
import { cn } from '@/ui/cn';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { describedBy, FieldMessage } from '@/web/components/field-message';
import {
  type AddressValue,
  type EmailValue,
  NEW_ADDRESS,
  NEW_EMAIL,
  NEW_PHONE,
  NEW_WEBSITE,
  type PhoneValue,
  type WebsiteValue,
} from './client-form-values';
import { ContactListEditor, type ItemFieldProps } from './contact-list-editor';

type ListProps<T> = {
  id: string;
  items: T[];
  errors: Record<string, string>;
  onChange: (items: T[]) => void;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A field's label: the entry ("Phone 2 ") only for screen readers, the field for all. */
function ItemLabel({ htmlFor, entry, text }: { htmlFor: string; entry: string; text: string }) {
  return (
    <Label htmlFor={htmlFor} className="text-xs font-medium text-muted-foreground">
      <span className="sr-only">{entry} </span>
      {text}
    </Label>
  );
}

/** One labelled input of an entry, with its message underneath. */
function ItemInput({
  field,
  name,
  label,
  className,
  ...props
}: ComponentProps<'input'> & {
  field: (name: string) => ItemFieldProps;
  name: string;
  label: string;
}) {
  const { id, label: entry, error } = field(name);
  const message = error(name);
  return (
    <div className={cn('grid content-start gap-1', className)}>
      <ItemLabel htmlFor={id} entry={entry} text={label} />
      <Input id={id} {...describedBy(id, message)} {...props} />
      <FieldMessage id={`${id}-error`} message={message} />
    </div>
  );
}

function ItemSelect<T extends string>({
  field,
  options,
  value,
  onChange,
}: {
  field: (name: string) => ItemFieldProps;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { id, label: entry } = field('type');
  return (
    <div className="grid content-start gap-1">
      <ItemLabel htmlFor={id} entry={entry} text="Type" />
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {capitalize(option)}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function PhonesEditor(props: ListProps<PhoneValue>) {
  return (
    <ContactListEditor
      {...props}
      title="Phones"
      noun="phone"
      errorKey="phones"
      newItem={NEW_PHONE}
      renderItem={(item, update, field) => (
        <div className="grid gap-2 sm:grid-cols-[1fr_9rem]">
          <ItemInput
            field={field}
            name="number"
            label="Number"
            type="tel"
            autoComplete="off"
            placeholder="+1 415 555 2671"
            value={item.number}
            // A changed number is checked like a new one, even where the old one was
            // kept as an import found it.
            onChange={(event) => update({ number: event.target.value, asTyped: undefined })}
          />
          <ItemSelect
            field={field}
            options={PHONE_TYPES}
            value={item.type}
            onChange={(type) => update({ type })}
          />
        </div>
      )}
    />
  );
}

export function EmailsEditor(props: ListProps<EmailValue>) {
  return (
    <ContactListEditor
      {...props}
      title="Emails"
      noun="email"
      errorKey="emails"
      newItem={NEW_EMAIL}
      renderItem={(item, update, field) => (
        <div className="grid gap-2 sm:grid-cols-[1fr_9rem]">
          <ItemInput
            field={field}
            name="address"
            label="Address"
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            value={item.address}
            onChange={(event) => update({ address: event.target.value })}
          />
          <ItemSelect
            field={field}
            options={EMAIL_TYPES}
            value={item.type}
            onChange={(type) => update({ type })}
          />
        </div>
      )}
    />
  );
}

// A hint only where the label alone leaves the format open.
const ADDRESS_PARTS = [
  ['line1', 'Line 1', 'Street and number'],
  ['line2', 'Line 2 (optional)', 'Suite, floor'],
  ['city', 'City', undefined],
  ['state', 'State', undefined],
  ['postalCode', 'Postal code', undefined],
  ['country', 'Country', undefined],
] as const;

export function AddressesEditor(props: ListProps<AddressValue>) {
  return (
    <ContactListEditor
      {...props}
      title="Addresses"
      noun="address"
      errorKey="addresses"
      newItem={NEW_ADDRESS}
      renderItem={(item, update, field) => (
        <div className="grid gap-2 sm:grid-cols-2">
          {ADDRESS_PARTS.map(([name, label, placeholder]) => (
            <ItemInput
              key={name}
              field={field}
              name={name}
              label={label}
              placeholder={placeholder}
              autoComplete="off"
              className={name === 'line1' || name === 'line2' ? 'sm:col-span-2' : undefined}
              value={item[name]}
              onChange={(event) => update({ [name]: event.target.value })}
            />
          ))}
          <ItemSelect
            field={field}
            options={ADDRESS_TYPES}
            value={item.type}
            onChange={(type) => update({ type })}
          />
        </div>
      )}
    />
  );
}

export function WebsitesEditor(props: ListProps<WebsiteValue>) {
  return (
    <ContactListEditor
      {...props}
      title="Websites"
      noun="website"
      errorKey="websites"
      newItem={NEW_WEBSITE}
      renderItem={(item, update, field) => (
        <div className="grid gap-2 sm:grid-cols-[1fr_10rem]">
          <ItemInput
            field={field}
            name="url"
            label="URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            value={item.url}
            onChange={(event) => update({ url: event.target.value })}
          />
          <ItemInput
            field={field}
            name="label"
            label="Label"
            placeholder="Website"
            value={item.label}
            onChange={(event) => update({ label: event.target.value })}
          />
        </div>
      )}
    />
  );
}
