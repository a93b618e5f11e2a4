import type { Application } from '@yonder/contract/applications';
import { describe, expect, it } from 'vitest';
import { daysSince, isOverdue, moveCard, positionAt, toColumns } from './board';

const card = (id: string, status: Application['status'], position: number) =>
  ({ id, status, position, updated_at: '2030-01-01T00:00:00Z' }) as Application;

describe('board order', () => {
  const items = [card('a', 'wishlist', 0), card('b', 'wishlist', 1), card('c', 'applied', 5)];

  it('groups by column in position order', () => {
    const columns = toColumns([...items].reverse());
    expect(columns.wishlist.map((c) => c.id)).toEqual(['a', 'b']);
    expect(columns.applied.map((c) => c.id)).toEqual(['c']);
    expect(columns.offer).toEqual([]);
  });

  it('places a card between, before and after its neighbours', () => {
    const column = toColumns(items).wishlist;
    expect(positionAt(column, 1, 'x')).toBe(0.5);
    expect(positionAt(column, 0, 'x')).toBe(-1);
    expect(positionAt(column, 2, 'x')).toBe(2);
    expect(positionAt([], 0, 'x')).toBe(0);
  });

  it('moves a card within a column and to another column', () => {
    const within = moveCard(items, 'b', 'wishlist', 0);
    expect(toColumns(within.items).wishlist.map((c) => c.id)).toEqual(['b', 'a']);
    const across = moveCard(items, 'a', 'applied', 1);
    expect(toColumns(across.items).applied.map((c) => c.id)).toEqual(['c', 'a']);
    expect(across.position).toBe(6);
  });

  it('counts days and overdue next steps', () => {
    const now = Date.parse('2030-01-10T12:00:00Z');
    expect(daysSince('2030-01-10T01:00:00Z', now)).toBe(0);
    expect(daysSince('2030-01-07T12:00:00Z', now)).toBe(3);
    expect(isOverdue('2030-01-09', new Date(2030, 0, 10))).toBe(true);
    expect(isOverdue('2030-01-10', new Date(2030, 0, 10))).toBe(false);
    expect(isOverdue(null)).toBe(false);
  });
});
