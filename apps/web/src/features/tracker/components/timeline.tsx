import type { ApplicationEvent } from '@yonder/contract/applications';
import { useTranslation } from 'react-i18next';

/** The status changes of an application, oldest first. */
export function Timeline({ events }: { events: ApplicationEvent[] }) {
  const { t, i18n } = useTranslation('tracker');
  const format = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <section aria-labelledby="tracker-timeline">
      <h3 id="tracker-timeline" className="text-sm font-semibold text-slate-900">
        {t('drawer.timeline')}
      </h3>
      <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4">
        {events.map((event) => (
          <li key={event.id} className="relative text-sm">
            <span
              className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-brand-600"
              aria-hidden="true"
            />
            <span className="font-medium text-slate-900">
              {event.from_status
                ? t('drawer.movedFromTo', {
                    from: t(`status.${event.from_status}`),
                    to: t(`status.${event.to_status}`),
                  })
                : t('drawer.created', { status: t(`status.${event.to_status}`) })}
            </span>
            <time dateTime={event.at} className="block text-xs text-slate-600">
              {format.format(new Date(event.at))}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
