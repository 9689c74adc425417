// The start and end of a weekly window, as two time inputs (Add Time Slot, Quick Setup).
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

export function TimeRangeFields({
  id,
  labels,
  startTime,
  endTime,
  isEndInvalid = false,
  onStartChange,
  onEndChange,
}: {
  id: string;
  labels: { start: string; end: string };
  startTime: string;
  endTime: string;
  isEndInvalid?: boolean;
  onStartChange: (value: string) => void;
  onEndChange: (value: string) => void;
}) {
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-start`}>{labels.start}</Label>
        <Input
          id={`${id}-start`}
          type="time"
          value={startTime}
          onChange={(event) => onStartChange(event.target.value)}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-end`}>{labels.end}</Label>
        <Input
          id={`${id}-end`}
          type="time"
          value={endTime}
          aria-invalid={isEndInvalid ? true : undefined}
          onChange={(event) => onEndChange(event.target.value)}
        />
      </div>
    </>
  );
}
