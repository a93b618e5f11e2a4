import { Quote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '#components/ui/section-heading.tsx';
import { StarRow } from '#components/ui/star-row.tsx';
import { CompanyBadge } from './company-badge';

type Testimonial = { quote: string; name: string; role: string };

export function Testimonials() {
  const { t } = useTranslation('landing');
  const items = t('testimonials.items', { returnObjects: true }) as Testimonial[];
  return (
    <section aria-labelledby="testimonials-title" className="bg-white py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 md:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.name}>
              <figure className="relative flex h-full flex-col rounded-2xl bg-slate-50 p-7 ring-1 ring-slate-200">
                <Quote
                  className="absolute top-6 right-6 size-8 text-brand-100"
                  aria-hidden="true"
                />
                <StarRow value={5} label={t('testimonials.ratingLabel')} />
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
                  “{item.quote}”
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <CompanyBadge name={item.name} colourIndex={index + 2} size="sm" shape="circle" />
                  <span>
                    <span className="block font-semibold text-slate-900">{item.name}</span>
                    <span className="block text-sm text-slate-600">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
