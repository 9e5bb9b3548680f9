/** Placeholder: replaced by the screen's real implementation. */
import { Title } from '@mantine/core';

export default function HistoryScreen() {
  return <Title order={2}>HistoryScreen</Title>;
}
