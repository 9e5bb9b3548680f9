/** Placeholder: replaced by the screen's real implementation. */
import { Title } from '@mantine/core';

export default function ReferencesScreen() {
  return <Title order={2}>ReferencesScreen</Title>;
}
