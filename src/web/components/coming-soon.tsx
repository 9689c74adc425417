// The spec's placeholder for features not built yet: a card naming the feature,
// one sentence, and a disabled "Coming Soon" button.
import type { LucideIcon } from 'lucide-react';
import { Button } from './ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './ui/card';

type ComingSoonProps = {
  feature: string;
  description: string;
  icon?: LucideIcon;
  /** The card title is a page's second-level heading unless the page has none. */
  headingLevel?: 'h1' | 'h2';
};

export function ComingSoon({
  feature,
  description,
  icon: Icon,
  headingLevel = 'h2',
}: ComingSoonProps) {
  return (
    <Card className="mx-auto max-w-xl text-center">
      <CardHeader className="items-center pt-8">
        {Icon ? (
          <span className="mb-2 flex size-12 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <Icon className="size-6" aria-hidden="true" />
          </span>
        ) : null}
        <CardTitle asHeading={headingLevel} className="text-lg">
          {feature}
        </CardTitle>
        <CardDescription className="max-w-md">{description}</CardDescription>
      </CardHeader>
      <CardContent className="pb-8">
        <Button disabled variant="secondary">
          Coming Soon
        </Button>
      </CardContent>
    </Card>
  );
}
