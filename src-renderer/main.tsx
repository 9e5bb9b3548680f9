import '@mantine/core/styles.css';
import { Badge, Container, createTheme, Group, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const theme = createTheme({
  primaryColor: 'teal',
});

function App() {
  const version = window.api?.appInfo.version;
  return (
    <Container size="md" py="xl">
      <Stack gap="sm">
        <Group justify="space-between" align="center">
          <Title order={1}>Balcão</Title>
          {version ? <Badge variant="light">v{version}</Badge> : null}
        </Group>
        <Text>Ambiente: SANDBOX</Text>
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
