import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import './lib/i18n';
import './styles.css';

// A transition: React renders the first page in slices of a few milliseconds, so the page (its
// prerendered picture or the spinner) keeps answering input while the app starts.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
