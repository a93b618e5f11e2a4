import { FeedbackForm } from '#features/feedback/components/feedback-form.tsx';
import { FeedbackIntro } from '#features/feedback/components/feedback-intro.tsx';
import { useTranslation } from 'react-i18next';
import i18n from '#lib/i18n.ts';

export const loader = async () => {
  await i18n.loadNamespaces('feedback');
  return null;
};

export function Component() {
  const { t } = useTranslation('feedback');
  return (
    <div className="bg-[radial-gradient(ellipse_at_top_left,#dbeafe_0%,transparent_50%)]">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1fr_1.2fr] lg:gap-16">
        <FeedbackIntro />
        <section
          aria-label={t('title')}
          className="rounded-3xl bg-white p-5 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:p-8"
        >
          <FeedbackForm />
        </section>
      </div>
    </div>
  );
}
