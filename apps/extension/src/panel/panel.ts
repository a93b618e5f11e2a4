import type { FillItem, FillReport } from '../fill/report.ts';
import { reasonText, t } from '../shared/i18n.ts';
import type { Language } from '../shared/messages.ts';
import { PANEL_CSS } from './styles.ts';

export type PanelOptions = {
  language: Language;
  /** The board the page was recognised as; '' for a form filled by its labels alone. */
  board: string;
  onFill: () => void;
  /** The user answered a question the bank did not know: offer to keep the answer. */
  onSaveAnswer: (question: string, answer: string) => Promise<void>;
};

const HIGHLIGHT = '2px solid #d97706';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** The in-page panel, in a shadow root of its own: fill button, then what was done and why. */
export function createPanel(options: PanelOptions) {
  const { language } = options;
  const host = document.createElement('div');
  host.setAttribute('data-yonder-panel', '');
  const root = host.attachShadow({ mode: 'open' });
  const style = el('style', PANEL_CSS);
  const panel = el('section', undefined, 'panel');
  panel.setAttribute('role', 'region');
  panel.setAttribute('aria-label', 'Yonder');
  const head = el('div', undefined, 'head');
  head.append(el('span', 'Yonder 远方'));
  const close = el('button', '×');
  close.setAttribute('aria-label', t(language, 'close'));
  close.addEventListener('click', () => host.remove());
  head.append(close);
  const body = el('div', undefined, 'body');
  const fill = el('button', t(language, 'fill'), 'primary');
  fill.addEventListener('click', () => options.onFill());
  const status = el('p', '', 'status');
  status.setAttribute('role', 'status');
  const list = el('div');
  const board = el(
    'p',
    options.board ? t(language, 'board', { board: options.board }) : t(language, 'boardGeneric'),
    'board',
  );
  body.append(board, fill, status, list, el('p', t(language, 'neverSubmits'), 'note'));
  panel.append(head, body);
  root.append(style, panel);
  document.body.append(host);

  const highlighted = new Set<HTMLElement>();
  const mark = (element: HTMLElement, on: boolean) => {
    element.style.outline = on ? HIGHLIGHT : '';
    if (on) highlighted.add(element);
    else highlighted.delete(element);
  };

  function filledRow(item: Extract<FillItem, { status: 'filled' }>) {
    const row = el('li');
    const what = el('span', undefined, 'what');
    what.append(el('span', item.label, 'label'), el('span', item.value, 'why'));
    const undo = el('button', t(language, 'undo'));
    undo.setAttribute('aria-label', `${t(language, 'undo')}: ${item.label}`);
    undo.addEventListener('click', () => {
      item.undo();
      undo.disabled = true;
      undo.textContent = t(language, 'undone');
      if (item.required) mark(item.element, true);
    });
    row.append(what, undo);
    return row;
  }

  function emptyRow(item: Extract<FillItem, { status: 'empty' }>) {
    const row = el('li', undefined, item.required ? 'required' : '');
    const what = el('span', undefined, 'what');
    const label = el('span', item.label || '—', 'label');
    label.dataset.required = t(language, 'required');
    what.append(label, el('span', reasonText(language, item.reason), 'why'));
    row.append(what);
    if (item.required) mark(item.element, true);
    if (item.reason === 'unknownQuestion' || item.reason === 'openQuestion') {
      const control = item.element as HTMLInputElement | HTMLTextAreaElement;
      const onChange = () => {
        if (!('value' in control) || !control.value.trim()) return;
        mark(control, false);
        if (row.querySelector('button')) return;
        const save = el('button', t(language, 'saveAnswer'));
        save.addEventListener('click', async () => {
          save.disabled = true;
          await options.onSaveAnswer(item.label, control.value.trim());
          save.textContent = t(language, 'answerSaved');
        });
        row.append(save);
      };
      control.addEventListener('change', onChange);
      control.addEventListener('blur', onChange);
    }
    return row;
  }

  return {
    host,
    setBusy(isBusy: boolean) {
      fill.disabled = isBusy;
      fill.textContent = t(language, isBusy ? 'filling' : 'fill');
    },
    showMessage(text: string) {
      status.textContent = text;
    },
    /** Adds one pass (a page, or a step of a wizard) to the list. */
    showReport(report: FillReport, heading?: string) {
      const filled = report.items.filter((item) => item.status === 'filled');
      const empty = report.items.filter((item) => item.status === 'empty');
      const ms = Math.round(report.finishedAt - report.startedAt);
      host.dataset.fillMs = String(ms);
      status.textContent = t(language, 'summary', {
        filled: filled.length,
        empty: empty.length,
        required: empty.filter((item) => item.required).length,
        ms,
      });
      const block = el('div');
      if (heading) block.append(el('h2', heading));
      if (filled.length > 0) {
        const ul = el('ul');
        ul.setAttribute('aria-label', t(language, 'filledTitle'));
        filled.forEach((item) =>
          ul.append(filledRow(item as Extract<FillItem, { status: 'filled' }>)),
        );
        block.append(el('h2', t(language, 'filledTitle')), ul);
      }
      if (empty.length > 0) {
        const ul = el('ul');
        ul.setAttribute('aria-label', t(language, 'emptyTitle'));
        empty
          .sort((a, b) => Number(b.required) - Number(a.required))
          .forEach((item) => ul.append(emptyRow(item as Extract<FillItem, { status: 'empty' }>)));
        block.append(el('h2', t(language, 'emptyTitle')), ul);
      }
      list.append(block);
    },
  };
}

export type Panel = ReturnType<typeof createPanel>;
