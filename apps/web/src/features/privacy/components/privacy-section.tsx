import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSupportEmail } from '../api/get-meta';
import {
  sectionId,
  type PrivacySectionKey,
  type PrivacySectionText,
} from '../utils/privacy-sections';

type Props = { sectionKey: PrivacySectionKey; number: number };

export function PrivacySection({ sectionKey, number }: Props) {
  const { t } = useTranslation('privacy');
  const section = t(`sections.${sectionKey}`, { returnObjects: true }) as PrivacySectionText;
  return (
    <section
      id={sectionId(sectionKey)}
      aria-labelledby={`${sectionId(sectionKey)}-title`}
      className="scroll-mt-24"
    >
      <h2
        id={`${sectionId(sectionKey)}-title`}
        className="flex items-baseline gap-3 text-xl font-semibold text-slate-900 sm:text-2xl"
      >
        <span className="text-base font-semibold text-brand-700 tabular-nums">
          {String(number).padStart(2, '0')}
        </span>
        {section.title}
      </h2>
      <div className="mt-4 space-y-4 text-base leading-relaxed text-slate-700">
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.intro ? <p>{section.intro}</p> : null}
        {section.items ? (
          <dl className="space-y-3">
            {section.items.map((item) => (
              <div
                key={item.term}
                className="rounded-xl border border-slate-200 bg-slate-50/70 px-4 py-3"
              >
                <dt className="font-semibold text-slate-900">{item.term}</dt>
                <dd className="mt-1 text-slate-700">{item.description}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {section.list ? (
          <ul className="list-disc space-y-2 pl-5 marker:text-brand-600">
            {section.list.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        ) : null}
        {section.outro ? <p>{section.outro}</p> : null}
        {sectionKey === 'contact' ? <SupportContact response={section.response} /> : null}
      </div>
    </section>
  );
}

function SupportContact({ response }: { response?: string }) {
  const email = useSupportEmail();
  return (
    <>
      <p>
        <a
          href={`mailto:${email}`}
          className="inline-flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-100"
        >
          <Mail className="size-4" aria-hidden="true" />
          {email}
        </a>
      </p>
      {response ? <p>{response}</p> : null}
    </>
  );
}
