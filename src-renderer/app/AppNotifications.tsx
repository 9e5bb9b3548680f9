/**
 * Where `notifications.show()` (exports, settings) appear. Loaded lazily,
 * after the first screen (./screens.tsx): notifications shown before it
 * mounts wait in @mantine/notifications' store and appear when it does.
 */
import { Notifications } from '@mantine/notifications';

export default function AppNotifications() {
  return <Notifications position="top-right" />;
}
