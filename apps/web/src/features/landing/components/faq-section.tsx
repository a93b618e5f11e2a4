import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '#components/ui/section-heading.tsx';

type FaqItem = { question: string; answer: string };

/** Five questions; several may be open at once (spec section 2.2). */
export function FaqSection() {
  const { t } = useTranslation('landing');
  const items = t('faq.items', { returnObjects: true }) as FaqItem[];
  return (
    <section aria-labelledby="faq-title" className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow={t('faq.eyebrow')} title={t('faq.title')} />
        <Accordion.Root
          type="multiple"
          className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
        >
          {items.map((item, index) => (
            <Accordion.Item key={item.question} value={`faq-${index}`} className="group">
              <Accordion.Header>
                <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6 group-first:rounded-t-2xl group-last:data-[state=closed]:rounded-b-2xl">
                  {item.question}
                  <ChevronDown
                    className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-base leading-relaxed text-slate-600 sm:px-6">
                {item.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
