/**
 * The DOM as a form shows it: controls inside open shadow roots (SmartRecruiters draws every box
 * in a web component), ids looked up in the element's own tree, and whether something is drawn.
 */

export const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Every element matching `selector` in `root` and in the open shadow roots below it, in order. */
export function queryAllDeep<T extends Element = HTMLElement>(
  root: ParentNode,
  selector: string,
): T[] {
  const found: T[] = [];
  const visit = (node: ParentNode) => {
    for (const element of node.querySelectorAll<Element>('*')) {
      if (element.matches(selector)) found.push(element as T);
      if (element.shadowRoot) visit(element.shadowRoot);
    }
  };
  visit(root);
  return found;
}

/** True when `root` holds a shadow root anywhere (the deep walk is only needed then). */
const hasShadow = (root: ParentNode) =>
  [...root.querySelectorAll('*')].some((element) => element.shadowRoot !== null);

/** `querySelectorAll`, piercing open shadow roots only when the tree has any. */
export function queryAll<T extends Element = HTMLElement>(root: ParentNode, selector: string): T[] {
  return hasShadow(root)
    ? queryAllDeep<T>(root, selector)
    : [...root.querySelectorAll<T>(selector)];
}

/** The document or shadow root an element lives in (ids and `label[for]` resolve there). */
export const treeOf = (element: Element): Document | ShadowRoot => {
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root : element.ownerDocument;
};

export const byId = (element: Element, id: string): HTMLElement | null =>
  treeOf(element).getElementById(id) ?? element.ownerDocument.getElementById(id);

/** The shadow host an element sits under, or null in the document itself. */
export const hostOf = (element: Element): Element | null => {
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
};

/** `closest` that continues from a shadow root to its host. */
export function closestDeep<T extends Element = HTMLElement>(
  element: Element,
  selector: string,
): T | null {
  let current: Element | null = element;
  while (current) {
    const found = current.closest<T>(selector as never) as T | null;
    if (found) return found;
    current = hostOf(current);
  }
  return null;
}

/**
 * Whether the element is drawn (not `display: none`, not in a `hidden` subtree). Real boards
 * hide file inputs and draw a button instead: callers decide what a hidden control means.
 * Without layout (jsdom) only the `hidden` attribute counts.
 */
export function isRendered(element: Element): boolean {
  if (element.closest('[hidden]')) return false;
  const check = (element as HTMLElement).checkVisibility;
  if (typeof check !== 'function') return true;
  return check.call(element);
}
