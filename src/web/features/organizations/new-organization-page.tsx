// /organizations/new (spec §2): the create form on its own page.
import { ORG_MESSAGES } from '@/core/messages';
import { Card, CardContent } from '@/ui/card';
import { CreateOrganizationForm } from './create-organization-form';

export function NewOrganizationPage() {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-2 text-2xl font-bold tracking-tight">{ORG_MESSAGES.createNew}</h1>
      <p className="mb-6 text-sm text-muted-foreground">
        An organization shares clients, documents and scheduling with the people you invite.
      </p>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <CreateOrganizationForm />
        </CardContent>
      </Card>
    </div>
  );
}
