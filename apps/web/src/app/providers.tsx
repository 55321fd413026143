import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { User } from '@sanam/contract/account.ts';
import { AuthProvider } from '../lib/auth.tsx';
import { PopupProvider } from '../ui/popup.tsx';
import '../lib/i18n.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

export function AppProviders({
  children,
  queryClient,
  startupCheck,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** see AuthProvider */
  startupCheck?: Promise<User> | null;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <PopupProvider>
        <AuthProvider startupCheck={startupCheck ?? null}>{children}</AuthProvider>
      </PopupProvider>
    </QueryClientProvider>
  );
}
