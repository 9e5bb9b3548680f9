/** Placeholder: replaced by the screen's real implementation. */
import { Title } from '@mantine/core';

export default function SearchScreen() {
  return <Title order={2}>SearchScreen</Title>;
}
