import type { Language } from '@yonder/contract/common';

const LOCALES: Record<Language, string> = { zh: 'zh-CN', en: 'en-GB' };

/** An amount in the currency's smallest unit (Stripe's cents), written the reader's way: `US$19.99`. */
export function formatMoney(amount: number, currency: string, language: Language): string {
  const format = new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  // Zero-decimal currencies (JPY, KRW) are counted in whole units.
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A paragraph, or a list of labelled values (drawn as a table in HTML). */
export type MailBlock = string | Array<[label: string, value: string]>;

/** A mail's HTML from its blocks; addresses in paragraphs become links. */
export function mailHtml(blocks: MailBlock[]): string {
  const body = blocks
    .map((block) =>
      typeof block === 'string'
        ? `<p>${escapeHtml(block).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</p>`
        : `<table style="border-collapse:collapse">${block
            .map(
              ([label, value]) =>
                `<tr><td style="padding:2px 16px 2px 0;color:#64748b">${escapeHtml(label)}</td>` +
                `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
            )
            .join('')}</table>`,
    )
    .join('\n');
  return `<div style="font-family:sans-serif;line-height:1.5">${body}</div>`;
}

/** The plain-text part of the same blocks. */
export function mailText(blocks: MailBlock[], language: Language): string {
  const colon = language === 'zh' ? '：' : ': ';
  return blocks
    .map((block) =>
      typeof block === 'string'
        ? block
        : block.map(([label, value]) => `${label}${colon}${value}`).join('\n'),
    )
    .join('\n\n');
}
