// The invitee's time zone: detected from the browser, changeable to any IANA zone.
// The list of every zone (over 400 options) is built when the invitee reaches for the
// control, not with the page: a phone would otherwise create, style and measure all of
// them before the first time can be tapped, for a control most visitors never open.
import { Globe } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Label } from '@/web/components/ui/label';
import { Select } from '@/web/components/ui/select';
import { timeZoneOptions } from './zoned-dates';

export function TimeZoneSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (timeZone: string) => void;
}) {
  const [isReached, setReached] = useState(false);
  const zones = useMemo(() => (isReached ? timeZoneOptions(value) : [value]), [isReached, value]);
  // Focus comes first for a keyboard, a pointer, a touch and a screen reader alike;
  // pointerdown and hover also catch a mouse that opens the list without focusing.
  const reach = () => setReached(true);
  return (
    <div className="space-y-1.5">
      <Label htmlFor="booking-time-zone" className="flex items-center gap-1.5">
        <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
        Time zone
      </Label>
      <Select
        id="booking-time-zone"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={reach}
        onPointerDown={reach}
        onPointerEnter={reach}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </Select>
    </div>
  );
}
