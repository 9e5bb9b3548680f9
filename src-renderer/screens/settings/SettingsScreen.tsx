/** Placeholder: replaced by the screen's real implementation. */
import { Title } from '@mantine/core';

export default function SettingsScreen() {
  return <Title order={2}>SettingsScreen</Title>;
}
