import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { LookProvider } from '@sanam/ui/look.tsx';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: true,
        // 4xx will not get better by asking again; a network blip might.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  // the console's compact look for every kit component (the kit's default is the member app's)
  return (
    <QueryClientProvider client={client}>
      <LookProvider look="console">{children}</LookProvider>
    </QueryClientProvider>
  );
}
