import '@mantine/core/styles.css';
import { Badge, Container, createTheme, Group, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { StrictMode, useEffect, useState } from 'react';
import type { AppInfo } from '../src-shared/ipc/views';
import { createRoot } from 'react-dom/client';

const theme = createTheme({
  primaryColor: 'teal',
});

function App() {
  const [info, setInfo] = useState<AppInfo>();
  useEffect(() => {
    void window.api.app.info().then((result) => {
      if (result.ok) setInfo(result.data);
    });
  }, []);
  const version = info?.version;
  return (
    <Container size="md" py="xl">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={1}>Balcão</Title>
          {version ? <Badge variant="light">v{version}</Badge> : null}
        </Group>
        <Text>Ambiente: {info ? info.activeEnvironment.toUpperCase() : '…'}</Text>
      </Stack>
    </Container>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');

createRoot(container).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <App />
    </MantineProvider>
  </StrictMode>,
);
