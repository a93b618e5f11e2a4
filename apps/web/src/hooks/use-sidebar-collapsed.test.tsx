import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SIDEBAR_STORAGE_KEY, useSidebarCollapsed } from './use-sidebar-collapsed';

describe('sidebar collapsed state', () => {
  it('is kept in local storage', () => {
    const { result } = renderHook(() => useSidebarCollapsed());
    expect(result.current.isCollapsed).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.isCollapsed).toBe(true);
    expect(localStorage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useSidebarCollapsed());
    act(() => {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, 'true');
      window.dispatchEvent(
        new StorageEvent('storage', { key: SIDEBAR_STORAGE_KEY, newValue: 'true' }),
      );
    });
    expect(result.current.isCollapsed).toBe(true);
  });
});
