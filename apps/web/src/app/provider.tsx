import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { PageSpinner } from '#components/ui/spinner.tsx';
import { ToasterHost } from '#components/ui/toaster-host.tsx';
import { primeJobFromPage } from '#features/jobs/api/job-from-page.ts';
import { createQueryClient } from '#lib/query-client.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    primeJobFromPage(client);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageSpinner />}>
        {children}
        <ToasterHost />
      </Suspense>
    </QueryClientProvider>
  );
}
