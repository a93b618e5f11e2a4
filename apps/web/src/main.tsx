import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRouter } from './app/router';
import { nextTask } from './lib/next-task';
import './lib/i18n';
import './lib/session-renewal';
import './styles.css';

// The app starts in three tasks, not one: evaluating its modules, creating the router (which
// matches the address and starts loading the page's module), and rendering. Between them a phone
// paints and answers input, and no single task blocks it for long.
async function start() {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // A transition: React renders the first page in slices of a few milliseconds, so the page (its
  // prerendered picture or the spinner) keeps answering input while the app starts.
  startTransition(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProvider>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start();
