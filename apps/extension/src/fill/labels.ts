import { byId, clean, closestDeep, treeOf } from './dom.ts';

/**
 * What a question is called, as a person reads it: the control's own label, and when that is
 * only an action ("Attach", "Upload a file (5MB max)", "Type here…") the label of the group it
 * sits in (Greenhouse's `role=group aria-labelledby="upload-label-cover_letter"`).
 */
export const CONTAINER =
  '.field, .field-wrapper, .application-question, .ashby-application-form-field-entry, [data-automation-id^="formField"], [role="group"], fieldset, .form-group, li';
const LABEL_LIKE = 'label, legend, .application-label, .label, [id$="-label"], h3, h4';
const CONTROLS = 'input, select, textarea, button, [role="combobox"], [role="listbox"]';
const SHORT_TEXT = 'p, span, label, legend, h2, h3, h4, h5, [class*="label" i]';

/** Words of a label that only names an action or a limit, never the question. */
const ACTION_WORDS = new Set(
  'attach upload browse choose select drop drag and or a an the your it here files file input enter manually type response start typing write search click to max mb kb one please from computer device my opens new window'.split(
    ' ',
  ),
);
const ACTION_ZH = /^(上传|上传文件|选择文件|点击上传|拖放文件|请选择|请输入|在此输入|搜索)$/;

export function isActionLabel(text: string): boolean {
  const value = clean(text).toLowerCase();
  if (!value) return false;
  if (ACTION_ZH.test(value)) return true;
  const words = value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return (
    words.length > 0 && words.every((word) => ACTION_WORDS.has(word) || /^\d+(mb|kb)?$/.test(word))
  );
}

/** Text of an element without the controls, lists and hidden parts inside it. */
const HIDDEN_PARTS =
  'input, select, textarea, ul, [role="listbox"], [role="option"], [hidden], template, [aria-hidden="true"]:not(abbr, span, sup)';

function textWithoutControls(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll(HIDDEN_PARTS).forEach((node) => node.remove());
  return clean(copy.textContent);
}

/**
 * A label's text for the control it holds or names. A label wrapping its control (Lever wraps the
 * question, the box and a hidden dropdown's "No location found…") gives the question part: its
 * label-like child, else the text before the control.
 */
function labelText(label: Element, control: Element): string {
  if (!label.contains(control)) return textWithoutControls(label);
  const part = [...label.querySelectorAll(`${LABEL_LIKE}, [class*="label" i]`)].find(
    (node) => !node.contains(control) && !node.querySelector(CONTROLS) && clean(node.textContent),
  );
  if (part) return clean(part.textContent);
  const range = control.ownerDocument.createRange();
  range.setStart(label, 0);
  range.setEndBefore(control);
  // Without the lists and hidden parts drawn before the box (a phone widget's countries).
  const fragment = range.cloneContents();
  fragment.querySelectorAll(HIDDEN_PARTS).forEach((node) => node.remove());
  const before = clean(fragment.textContent);
  return before || textWithoutControls(label);
}

function textOfIds(element: Element, ids: string): string {
  return (
    ids
      .split(/\s+/)
      .map((id) => byId(element, id))
      .filter((node): node is HTMLElement => node !== null)
      .map((node) => textWithoutControls(node))
      // "Resume" + "Choose file": the action half says nothing of the question.
      .filter((text) => text && !isActionLabel(text))
      .join(' ')
  );
}

/** The control's own label: ARIA, `label[for]`, a wrapping label, `aria-label`, its container, placeholder. */
function ownLabel(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    const text = textOfIds(element, labelledBy);
    if (text) return text;
  }
  if (element.id) {
    const label = treeOf(element).querySelector(`label[for="${CSS.escape(element.id)}"]`);
    if (label) {
      const text = labelText(label, element);
      if (text) return text;
    }
  }
  const wrapping = element.closest('label');
  if (wrapping) {
    const text = labelText(wrapping, element);
    if (text) return text;
  }
  const aria = element.getAttribute('aria-label');
  if (aria) return clean(aria);
  const container = element.closest(CONTAINER);
  const heading = container
    ? [...container.querySelectorAll(LABEL_LIKE)].find(
        (node) => !node.contains(element) && !node.querySelector(CONTROLS),
      )
    : undefined;
  if (heading) return textWithoutControls(heading);
  // A heading drawn just before the box (Breezy: `<h3>Cover Letter</h3><textarea>`).
  const before = element.previousElementSibling;
  if (before?.matches('h2, h3, h4, h5, label, legend, .label') && clean(before.textContent))
    return textWithoutControls(before);
  return clean(element.getAttribute('placeholder') ?? element.getAttribute('title'));
}

/**
 * The question a group of controls answers: a labelled group or fieldset around it (through
 * shadow roots), else the nearest heading of its containers that holds no control of its own.
 */
export function groupLabelOf(element: Element, skip: readonly Element[] = [element]): string {
  const group = closestDeep(
    element.parentElement ?? element,
    'fieldset, [role="group"], [role="radiogroup"]',
  );
  if (group) {
    const labelledBy = group.getAttribute('aria-labelledby');
    const byLabel = labelledBy ? textOfIds(group, labelledBy) : '';
    const legend = group.querySelector(':scope > legend, :scope > div > legend');
    const text =
      byLabel ||
      (legend ? textWithoutControls(legend) : '') ||
      clean(group.getAttribute('aria-label'));
    if (text) return text;
  }
  // The nearest heading before the first control, in ever larger containers: never an option's
  // own label, never a heading that holds a control of its own.
  // A `label[for]` names one control: an option of this group, or another question's box.
  const isOptionLabel = (node: Element) => node instanceof HTMLLabelElement && node.htmlFor !== '';
  let container: Element | null = element.parentElement;
  for (let depth = 0; container && depth < 8; depth += 1) {
    const heading = [...container.querySelectorAll(LABEL_LIKE)]
      .filter(
        (node) =>
          !skip.some((control) => node.contains(control)) &&
          !node.querySelector(CONTROLS) &&
          !isOptionLabel(node) &&
          (node.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0 &&
          clean(node.textContent) !== '',
      )
      .at(-1);
    if (heading) return textWithoutControls(heading);
    // A short text drawn just before the block (BambooHR: `<p>Resume*</p><div>…upload…</div>`).
    const before = container.previousElementSibling;
    const text = before && !before.querySelector(CONTROLS) ? textWithoutControls(before) : '';
    if (before?.matches(SHORT_TEXT) && text && text.length <= 120) return text;
    container = container.parentElement;
  }
  return '';
}

/** The question text a control is known by (see the module's comment). */
export function labelOf(element: HTMLElement): string {
  const own = ownLabel(element);
  if (own && !isActionLabel(own)) return own;
  return groupLabelOf(element) || own;
}

/** The label of the nearest labelled group around a control (a phone fieldset, a Workday entry). */
export function contextOf(element: HTMLElement): string {
  const group = closestDeep(element.parentElement ?? element, 'fieldset, [role="group"]');
  if (!group) return '';
  const labelledBy = group.getAttribute('aria-labelledby');
  const legend = group.querySelector('legend');
  return (
    (labelledBy ? textOfIds(group, labelledBy) : '') ||
    (legend ? textWithoutControls(legend) : '') ||
    clean(group.getAttribute('aria-label'))
  );
}
