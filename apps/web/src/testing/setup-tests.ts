import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import '#lib/session-renewal.ts';

// What a person waits for (cards after a search) may take longer than a second on a busy machine
// running the whole suite; a wait that times out is a real failure only past this.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
