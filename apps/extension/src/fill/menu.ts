import { byId, closestDeep, isRendered, queryAll, treeOf } from './dom.ts';
import { CONTAINER } from './labels.ts';

/**
 * The options of one menu. A control naming its list (`aria-controls`, `aria-owns`) shows that
 * list's options; otherwise the options that appeared since it was opened, else those drawn in its
 * own field. Never every `[role=option]` of the page: a phone widget keeps 244 countries in the
 * page, and an EEO menu is not one of them.
 */
const OPTION = '[role="option"]';

const isOurs = (node: Node) => {
  const element = node instanceof Element ? node : node.parentElement;
  return element !== null && closestDeep(element, '[data-yonder-panel]') !== null;
};

const isLive = (option: HTMLElement) =>
  !isOurs(option) && option.getAttribute('aria-disabled') !== 'true' && isRendered(option);

/** The options present before a menu opens (what "appeared since" is measured against). */
export const optionsNow = (control: Element): Set<Element> =>
  new Set(queryAll(control.ownerDocument, OPTION));

export function menuOptions(control: HTMLElement, before: Set<Element>): HTMLElement[] {
  const listId = control.getAttribute('aria-controls') ?? control.getAttribute('aria-owns');
  const list = listId ? byId(control, listId) : null;
  if (list) return queryAll(list, OPTION).filter(isLive);
  const all = queryAll(control.ownerDocument, OPTION).filter(isLive);
  const fresh = all.filter((option) => !before.has(option));
  if (fresh.length > 0) return fresh;
  const field = control.closest(CONTAINER);
  return field ? all.filter((option) => field.contains(option)) : [];
}

/**
 * How long a menu has to show that the page heard the click or the typing. React, select2,
 * Vue and Workday's widgets all change the page within a task of the event; a page that does
 * nothing in this time has no working menu (its scripts did not load), and waiting the full
 * time for each of its menus cost seconds.
 */
export const REACTION_MS = 50;
const OPEN_MS = 1500;

/**
 * Runs `act` (a click, typing) and resolves with what `find` returns once the page shows it; with
 * null at once when the page did not react at all within `REACTION_MS`, or after `OPEN_MS`.
 */
export function afterAction<T>(
  control: Element,
  act: () => void,
  find: () => T | null,
  ms = OPEN_MS,
): Promise<T | null> {
  const roots = [...new Set<Node>([control.ownerDocument, treeOf(control)])];
  return new Promise((resolve) => {
    let hasReacted = false;
    let isDone = false;
    const finish = (value: T | null) => {
      if (isDone) return;
      isDone = true;
      observer.disconnect();
      clearTimeout(reaction);
      clearTimeout(limit);
      resolve(value);
    };
    const observer = new MutationObserver((records) => {
      if (records.some((record) => !isOurs(record.target))) hasReacted = true;
      const value = find();
      if (value) finish(value);
    });
    for (const root of roots)
      observer.observe(root, {
        childList: true,
        subtree: true,
        attributes: true,
        characterData: true,
      });
    const reaction = setTimeout(() => {
      if (!hasReacted) finish(find());
    }, REACTION_MS);
    const limit = setTimeout(() => finish(find()), ms);
    act();
    const value = find();
    if (value) finish(value);
  });
}
