// "Share your Scale Page": the page address with a copy button, links to open the
// page and its vCard, and the QR code (SVG and PNG) for business cards and print.
import { Check, Copy, Download, ExternalLink, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { useMe } from '@/web/lib/get-me';

const COPIED_FOR_MS = 2000;

export function ShareCard() {
  const me = useMe();
  const [isCopied, setIsCopied] = useState(false);

  if (me.isPending) {
    return (
      <Card aria-busy="true" aria-label="Loading your Scale Page address">
        <CardContent className="flex flex-col gap-4 pt-5 sm:flex-row sm:pt-6">
          <Skeleton className="size-32" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-9 w-64" />
          </div>
        </CardContent>
      </Card>
    );
  }

  if (me.isError) {
    return <LoadError what="Your Scale Page address" error={me.error} onRetry={me.refetch} />;
  }

  const { username, isPublic } = me.data.profile;
  const pageUrl = `${window.location.origin}/${username}`;
  // The QR images change with the username, so the address busts the browser cache.
  const qr = (format: 'svg' | 'png') => `/api/v1/me/qr.${format}?u=${encodeURIComponent(username)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(pageUrl);
      setIsCopied(true);
      toast.success('Link copied');
      setTimeout(() => setIsCopied(false), COPIED_FOR_MS);
    } catch {
      toast.error('Could not copy the link. Select it and copy it by hand.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Share your Scale Page</CardTitle>
        <CardDescription>
          Put your link in your bio, your e-mail signature or on a business card.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 sm:flex-row">
        <img
          src={qr('svg')}
          alt={`QR code for ${pageUrl}`}
          width={128}
          height={128}
          className="size-32 shrink-0 self-center rounded-lg border border-border bg-white p-1 sm:self-start"
        />
        <div className="min-w-0 flex-1 space-y-4">
          <div className="flex gap-2">
            <label htmlFor="scale-page-url" className="sr-only">
              Your Scale Page address
            </label>
            <Input
              id="scale-page-url"
              readOnly
              value={pageUrl}
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button type="button" variant="outline" onClick={() => void copy()}>
              {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {isCopied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          {isPublic ? null : (
            <p className="text-sm text-muted-foreground">
              Your page is private: visitors see "Scale Page not found".{' '}
              <Link to="/settings" className="font-medium text-brand-700 underline">
                Make it public in Settings
              </Link>
              .
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a href={`/${username}`} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                Open page
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={qr('svg')} download={`scale-${username}-qr.svg`}>
                <Download aria-hidden="true" />
                QR code (SVG)
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={qr('png')} download={`scale-${username}-qr.png`}>
                <Download aria-hidden="true" />
                QR code (PNG)
              </a>
            </Button>
            {isPublic ? (
              <Button asChild size="sm" variant="outline">
                <a href={`/${username}/contact.vcf`} download={`${username}.vcf`}>
                  <UserPlus aria-hidden="true" />
                  Contact card (vCard)
                </a>
              </Button>
            ) : null}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
