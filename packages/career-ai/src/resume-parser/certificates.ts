import type { ResumeCertificate } from '@yonder/contract/resume-document';
import { findDateRange } from './dates.ts';
import { findUrls } from './links.ts';
import { paragraphs } from './text.ts';
import type { Line } from './types.ts';

const ISSUER = /\s*(?:[,，]\s*|\bby\s+|\bfrom\s+|颁发机构[:：]\s*)([^,，]+)$/iu;

/** One certificate per line or bullet: its name, date, and issuer when written after a comma or "by". */
export function toCertificates(lines: Line[]): ResumeCertificate[] {
  return (
    paragraphs(lines)
      // "AWS Certified Solutions Architect | Certified Kubernetes Administrator": one each.
      .flatMap(({ text }) => text.split(/\s+[|｜]\s+|\s+[|｜]$/u).filter((item) => item.trim()))
      .map((text) => {
        const range = findDateRange(text);
        let name = range
          ? `${text.slice(0, range.index)} ${text.slice(range.index + range.length)}`
          : text;
        name = name
          .replace(/\s+/g, ' ')
          .replace(/[\s,，|-]+$/u, '')
          .replace(/\s*[(（]\s*[)）]$/u, '')
          .trim();
        const issuer = ISSUER.exec(name);
        const isIssuer =
          issuer && issuer[1]!.trim().split(' ').length <= 5 && name.length - issuer[0].length > 3;
        return {
          name: isIssuer ? name.slice(0, issuer.index).trim() : name,
          date: range?.endDate || range?.startDate || '',
          issuer: isIssuer ? issuer[1]!.trim() : '',
          url: findUrls(text)[0] ?? '',
        };
      })
      .filter((certificate) => certificate.name.length > 1)
      .slice(0, 100)
  );
}
