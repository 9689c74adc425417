// Settings > Notifications: the six preferences of spec §3, each saved as it is
// switched. Sub-switches are disabled while their master is off.
import { SERVER_MESSAGES } from '@/core/messages';
import type { ProfileSettings } from '@/core/profile-schemas';
import { Alert } from '@/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/ui/card';
import { errorMessage } from '@/web/lib/api';
import { useUpdateNotificationPreferences } from './api/update-notification-preferences';
import { SettingsSwitch } from './settings-switch';
import { useFlashMessage } from './use-flash-message';

type Preferences = ProfileSettings['notificationPreferences'];
type Key = keyof Preferences;

const GROUPS: {
  title: string;
  master: { key: Key; label: string; description: string };
  subs: { key: Key; label: string; description: string }[];
}[] = [
  {
    title: 'Email',
    master: {
      key: 'emailNotifications',
      label: 'Email notifications',
      description: 'Receive notifications by email.',
    },
    subs: [
      {
        key: 'emailMarketing',
        label: 'Marketing emails',
        description: 'Product news, tips and offers.',
      },
      {
        key: 'emailSystem',
        label: 'System emails',
        description: 'Account and security notices.',
      },
    ],
  },
  {
    title: 'Push',
    master: {
      key: 'pushNotifications',
      label: 'Push notifications',
      description: 'Receive notifications on this device.',
    },
    subs: [
      { key: 'pushMessages', label: 'Messages', description: 'New messages and leads.' },
      {
        key: 'pushReminders',
        label: 'Reminders',
        description: 'Upcoming bookings and follow-ups.',
      },
    ],
  },
];

export function NotificationsSection({ profile }: { profile: ProfileSettings }) {
  const update = useUpdateNotificationPreferences();
  const flash = useFlashMessage();
  const preferences = profile.notificationPreferences;

  function set(key: Key, value: boolean) {
    update.mutate(
      { [key]: value },
      { onSuccess: () => flash.show(SERVER_MESSAGES.notificationsSaved) },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose how Scale keeps you posted.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {flash.message ? <Alert variant="success">{flash.message}</Alert> : null}
        {update.isError ? <Alert variant="destructive">{errorMessage(update.error)}</Alert> : null}
        {GROUPS.map((group) => {
          const masterOn = preferences[group.master.key];
          return (
            <section key={group.title} aria-label={group.title} className="divide-y divide-border">
              <SettingsSwitch
                label={group.master.label}
                description={group.master.description}
                checked={masterOn}
                disabled={update.isPending}
                onCheckedChange={(value) => set(group.master.key, value)}
              />
              {group.subs.map((sub) => (
                <SettingsSwitch
                  key={sub.key}
                  className="pl-6"
                  label={sub.label}
                  description={sub.description}
                  checked={preferences[sub.key]}
                  disabled={!masterOn || update.isPending}
                  onCheckedChange={(value) => set(sub.key, value)}
                />
              ))}
            </section>
          );
        })}
      </CardContent>
    </Card>
  );
}
