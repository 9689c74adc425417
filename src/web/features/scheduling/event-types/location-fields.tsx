// The event type's location (decision 058): how the meeting happens, and what the host
// types for it — an address, their number, or their video link (https only). The
// invitee's number is asked on the booking page; a Jitsi room is made per booking.
import { useWatch } from 'react-hook-form';
import {
  LOCATION_KIND_LABELS,
  LOCATION_KINDS,
  type LocationKind,
} from '@/core/scheduling/meeting-location';
import { Input } from '@/ui/input';
import { FormField, FormSelect } from '@/web/components/form/form-field';
import type { ScaleForm } from '@/web/components/form/use-scale-form';
import type { EventTypeFormValues } from './event-type-form-values';

const VALUE_FIELDS: Partial<
  Record<LocationKind, { label: string; placeholder: string; type: 'text' | 'tel' | 'url' }>
> = {
  in_person: { label: 'Address', placeholder: '10 Main Street, Springfield', type: 'text' },
  phone_host: { label: 'Your phone number', placeholder: '+1 555 0100', type: 'tel' },
  video_link: { label: 'Meeting link', placeholder: 'https://zoom.us/j/…', type: 'url' },
};

const NOTES: Partial<Record<LocationKind, string>> = {
  phone_invitee: 'The booking page asks the invitee for their number.',
  jitsi: 'Each booking gets its own Jitsi Meet room; the link is in every mail.',
  video_link: 'Shown to invitees once they have booked.',
};

export function LocationFields({ form }: { form: ScaleForm<EventTypeFormValues, unknown> }) {
  const kind = useWatch({ control: form.control, name: 'locationKind' });
  const field = VALUE_FIELDS[kind];
  const note = NOTES[kind];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Location</legend>
      <FormSelect
        name="locationKind"
        label="Where the meeting happens"
        options={LOCATION_KINDS}
        labels={LOCATION_KIND_LABELS}
      />
      {field ? (
        <FormField
          name="location"
          label={field.label}
          note={note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        >
          {(control) => (
            <Input {...control} type={field.type} maxLength={500} placeholder={field.placeholder} />
          )}
        </FormField>
      ) : note ? (
        <p className="text-xs text-muted-foreground">{note}</p>
      ) : null}
    </fieldset>
  );
}
