/** Renderer. Gives every screen the one query client, bound to the session for as long as the app runs. */
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient, followSession } from './query-client';

export function DataProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  useEffect(() => followSession(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
