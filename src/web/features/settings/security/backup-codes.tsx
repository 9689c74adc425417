// The one-time backup codes, shown once at enrolment: copy them or download them.
import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/ui/button';

export function BackupCodes({ codes }: { codes: string[] }) {
  const text = `Scale backup codes (each works once)\n\n${codes.join('\n')}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success('Backup codes copied', { duration: 3000 });
    } catch {
      toast.error('Could not copy: select the codes and copy them by hand');
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = 'scale-backup-codes.txt';
    anchor.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Keep these backup codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </p>
      <ul
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-muted p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          <Copy /> Copy
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download /> Download
        </Button>
      </div>
    </div>
  );
}
