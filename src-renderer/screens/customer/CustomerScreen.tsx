/** Placeholder: replaced by the screen's real implementation. */
import { Title } from '@mantine/core';

export default function CustomerScreen() {
  return <Title order={2}>CustomerScreen</Title>;
}
