/** Placeholder: replaced by the screen's real implementation. */
import { Title } from '@mantine/core';

export default function CertificateScreen() {
  return <Title order={2}>CertificateScreen</Title>;
}
