import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '@/lib/session-renewal';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
