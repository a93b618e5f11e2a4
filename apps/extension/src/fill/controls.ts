/**
 * Setting values the way a user would, so the page's own framework (React, select2, Workday's
 * widgets) holds them: the native setter of the element's prototype bypasses React's value tracker,
 * then the events the framework listens for follow.
 */

type ValueElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function nativeSetter(element: ValueElement, property: 'value' | 'checked') {
  const proto =
    element instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : element instanceof HTMLSelectElement
        ? HTMLSelectElement.prototype
        : HTMLInputElement.prototype;
  return Object.getOwnPropertyDescriptor(proto, property)?.set;
}

const fire = (element: Element, type: string) =>
  element.dispatchEvent(
    type === 'input'
      ? new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText' })
      : new Event(type, { bubbles: true, composed: true }),
  );

export function setValue(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  element.focus({ preventScroll: true });
  nativeSetter(element, 'value')?.call(element, value);
  fire(element, 'input');
  fire(element, 'change');
  element.blur();
  fire(element, 'focusout');
}

export function setSelect(element: HTMLSelectElement, value: string): void {
  nativeSetter(element, 'value')?.call(element, value);
  fire(element, 'input');
  fire(element, 'change');
}

/** A click as a pointer gives it: widgets that act on mousedown (react-select) see it too. */
export function press(element: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  element.dispatchEvent(new PointerEvent('pointerdown', init));
  element.dispatchEvent(new MouseEvent('mousedown', init));
  element.dispatchEvent(new PointerEvent('pointerup', init));
  element.dispatchEvent(new MouseEvent('mouseup', init));
  element.click();
}

export function setChecked(element: HTMLInputElement, checked: boolean): void {
  if (element.checked === checked) return;
  if (checked || element.type === 'checkbox') {
    element.click();
    return;
  }
  // A radio cannot be clicked off: clear it and let the framework see the change.
  nativeSetter(element, 'checked')?.call(element, false);
  fire(element, 'click');
  fire(element, 'change');
}

/** Puts a real file in a file input (the form reads its name, type and bytes). */
export function setFiles(element: HTMLInputElement, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  element.files = transfer.files;
  fire(element, 'input');
  fire(element, 'change');
}

/** Drops files on a drop zone as a dragged file would land (react-dropzone and the like). */
export function dropFiles(zone: HTMLElement, files: File[]): void {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    zone.dispatchEvent(
      new DragEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        dataTransfer: transfer,
      }),
    );
  }
}

/** Resolves when `find` returns something (checked on every DOM change), or null after `ms`. */
export function waitFor<T>(find: () => T | null, root: Node, ms = 600): Promise<T | null> {
  const found = find();
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const value = find();
      if (value) {
        observer.disconnect();
        clearTimeout(timer);
        resolve(value);
      }
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve(find());
    }, ms);
    observer.observe(root, { childList: true, subtree: true, attributes: true });
  });
}

/**
 * Lets the page's framework commit what the last field changed before the next one is set (a
 * component whose handler reads its last render's state would otherwise lose an update).
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
