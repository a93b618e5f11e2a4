import type { ReceiptField } from '@yonder/contract/applications';
import { clean, closestDeep } from '../fill/dom.ts';
import { findFields, isPressed, type Field } from '../fill/fields.ts';
import { CONTAINER } from '../fill/labels.ts';

/**
 * What a form holds at the moment it is sent, as the tracker's receipt keeps it: each answered
 * field's label and value, files by name and size. Read from the page (what the user typed or
 * changed after the fill counts), never from what the extension meant to fill.
 */
const MAX_FIELDS = 300;
const MAX_VALUE = 4000;

const SHOWN_VALUE =
  '[class*="single-value" i], [class*="singleValue"], [data-automation-id="selectedItem"], [data-automation-id="promptOption"][aria-selected="true"]';

/** A menu's choice as the page shows it (react-select empties its input; Workday shows a pill). */
function shownChoice(element: HTMLElement): string {
  const holder = closestDeep(element, `${CONTAINER}, .select__container, .select`);
  const shown = holder ? [...holder.querySelectorAll(SHOWN_VALUE)] : [];
  return shown.map((node) => clean(node.textContent)).join(', ');
}

function valueOf(field: Field): Pick<ReceiptField, 'value' | 'files'> {
  switch (field.kind) {
    case 'file':
      return {
        value: '',
        files: [...(field.element.files ?? [])].map((file) => ({
          name: file.name,
          size: file.size,
        })),
      };
    case 'text':
      return { value: field.element.value.trim(), files: [] };
    case 'combobox':
      return { value: field.element.value.trim() || shownChoice(field.element), files: [] };
    case 'select': {
      const option = field.element.selectedOptions[0];
      const isChosen = field.element.value !== '' && option !== undefined;
      return { value: isChosen ? clean(option.text) : '', files: [] };
    }
    case 'listbox': {
      const text = clean(field.element.textContent);
      return { value: /^(select one|select|请选择)$/i.test(text) ? '' : text, files: [] };
    }
    case 'group':
      return {
        value: field.inputs
          .map((input, index) => (input.checked ? field.options[index] : null))
          .filter(Boolean)
          .join(', '),
        files: [],
      };
    case 'buttons':
      return {
        value: field.buttons
          .map((button, index) => (isPressed(button) ? field.options[index] : null))
          .filter(Boolean)
          .join(', '),
        files: [],
      };
  }
}

const bareLabel = (label: string) => label.replace(/\s*[*✱]\s*$/, '').trim();

/** The label as the receipt shows it: a numbered entry ("Work Experience 2") names its entry. */
function receiptLabel(field: Field): string {
  const label = bareLabel(field.label);
  const entry = bareLabel(field.context);
  return /\s\d+$/.test(entry) && !label.includes(entry) ? `${entry} › ${label}` : label;
}

export function snapshotForm(form: ParentNode): ReceiptField[] {
  const fields: ReceiptField[] = [];
  for (const field of findFields(form, new WeakSet())) {
    const { value, files } = valueOf(field);
    if (!value && files.length === 0) continue;
    fields.push({
      label: receiptLabel(field).slice(0, 500) || '—',
      value: value.slice(0, MAX_VALUE),
      files: files.slice(0, 20),
    });
    if (fields.length === MAX_FIELDS) break;
  }
  return fields;
}

/** Buttons that send a form (or a wizard's step): submit buttons, and buttons named for it. */
const SEND_WORDS =
  /^(submit|apply|send|next|continue|save and continue|review|submit application|apply now|提交|申请|发送|下一步|继续)\b/i;

export function isSendButton(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>(
    'button, input[type="submit"], [role="button"], a[id*="submit" i]',
  );
  if (!button || button.closest('[data-yonder-panel]')) return null;
  if (button instanceof HTMLButtonElement && button.type === 'submit') return button;
  if (button instanceof HTMLInputElement) return button;
  const text = clean(button.textContent) || button.getAttribute('aria-label') || '';
  return SEND_WORDS.test(text) ? button : null;
}
