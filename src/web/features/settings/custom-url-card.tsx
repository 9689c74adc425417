// The Scale Page address: Pro and Business choose it; Free sees theirs and what
// upgrading gives (spec §9 "Free has a random Scale Page URL. Pro has a custom URL").
import { PLAN_PAGE_PATH } from '@/core/plans';
import { canChangeUsername, type ProfileSettings, ZUsernameChange } from '@/core/profile-schemas';
import { Alert } from '@/ui/alert';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { Form, FormError, SubmitButton } from '@/web/components/form/form';
import { FormField } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { useChangeUsername } from './api/change-username';
import { useFlashMessage } from './use-flash-message';

export function CustomUrlCard({ profile }: { profile: ProfileSettings }) {
  const origin = window.location.origin;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Custom URL</CardTitle>
        <CardDescription>The address of your Scale Page.</CardDescription>
      </CardHeader>
      <CardContent>
        {canChangeUsername(profile.tier) ? (
          <UsernameForm profile={profile} origin={origin} />
        ) : (
          <div className="space-y-3">
            <p className="text-sm">
              Your Scale Page:{' '}
              <span className="font-medium text-brand-700">
                {origin}/{profile.username}
              </span>
            </p>
            <div className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm">
              <p className="flex items-center gap-2 font-medium">
                <Badge>Pro</Badge> Choose your own Scale Page URL
              </p>
              <p className="mt-1 text-muted-foreground">
                Free pages get a random address. Upgrade to Pro or Business to pick a memorable one
                like {origin}/your-name, and get detailed analytics.
              </p>
              <Button asChild size="sm" className="mt-3">
                {/* Every upsell leads to the plan page (issue 22). */}
                <a href={PLAN_PAGE_PATH}>See plans</a>
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function UsernameForm({ profile, origin }: { profile: ProfileSettings; origin: string }) {
  const change = useChangeUsername();
  const flash = useFlashMessage();
  const form = useScaleForm({
    defaultValues: { username: profile.username },
    schema: ZUsernameChange,
    onSubmit: async (checked) => {
      const saved = await change.mutateAsync(checked);
      form.reset({ username: saved.username });
      flash.show('Your Scale Page URL was changed');
    },
  });

  return (
    <Form form={form} className="space-y-3">
      <FormField
        name="username"
        label="Username"
        id="settings-username"
        className="gap-3"
        hint="3-30 lowercase letters, numbers, hyphens or underscores. Your old address stops working."
      >
        {(control) => (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted-foreground">{origin}/</span>
            <Input {...control} className="max-w-xs" autoComplete="off" spellCheck={false} />
            <SubmitButton size="sm" busyLabel="Saving…">
              Change URL
            </SubmitButton>
          </div>
        )}
      </FormField>
      <FormError />
      {flash.message ? <Alert variant="success">{flash.message}</Alert> : null}
    </Form>
  );
}
