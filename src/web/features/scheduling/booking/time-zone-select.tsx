// The invitee's time zone: detected from the browser, changeable to any IANA zone.
import { Globe } from 'lucide-react';
import { useMemo } from 'react';
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
  const zones = useMemo(() => timeZoneOptions(value), [value]);
  return (
    <div className="space-y-1.5">
      <Label htmlFor="booking-time-zone" className="flex items-center gap-1.5">
        <Globe className="size-4 text-muted-foreground" aria-hidden="true" />
        Time zone
      </Label>
      <Select id="booking-time-zone" value={value} onChange={(e) => onChange(e.target.value)}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </Select>
    </div>
  );
}
