import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#components/ui/button.tsx';
import { TextField, textInputClass } from '#components/ui/text-field.tsx';
import type { InterviewDraft } from '../utils/draft';
import { fromZonedInput, localTimeZone, timeZones } from '../utils/time-zone';

type Props = { value: InterviewDraft[]; onChange: (value: InterviewDraft[]) => void };

/** Interview dates, each in the time zone it was agreed in, with the person's own time beside it. */
export function InterviewsEditor({ value, onChange }: Props) {
  const { t, i18n } = useTranslation('tracker');
  const zones = useMemo(() => timeZones(), []);
  const local = localTimeZone();
  const set = (index: number, patch: Partial<InterviewDraft>) =>
    onChange(value.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const yourTime = (item: InterviewDraft) => {
    const at = fromZonedInput(item.local, item.time_zone);
    if (!at || item.time_zone === local) return null;
    return new Intl.DateTimeFormat(i18n.language === 'en' ? 'en' : 'zh-CN', {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(at));
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('drawer.interviews')}</legend>
      {value.map((item, index) => {
        const mine = yourTime(item);
        return (
          <div key={index} className="rounded-xl border border-slate-200 p-3">
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              <TextField
                type="datetime-local"
                label={t('drawer.interviewAt')}
                value={item.local}
                onChange={(event) => set(index, { local: event.target.value })}
              />
              <label className="block">
                <span className="text-sm font-medium text-slate-800">
                  {t('drawer.interviewZone')}
                </span>
                <select
                  className={`${textInputClass(false)} mt-1.5`}
                  value={item.time_zone}
                  onChange={(event) => set(index, { time_zone: event.target.value })}
                >
                  {zones.map((zone) => (
                    <option key={zone} value={zone}>
                      {zone}
                    </option>
                  ))}
                </select>
              </label>
              <TextField
                className="sm:col-span-2"
                label={t('drawer.interviewLabel')}
                value={item.label}
                maxLength={300}
                onChange={(event) => set(index, { label: event.target.value })}
              />
            </div>
            {mine ? (
              <p className="mt-2 text-xs text-slate-600">
                {t('drawer.interviewLocal', { time: mine })}
              </p>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 text-red-700"
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              {t('drawer.removeInterview')}
            </Button>
          </div>
        );
      })}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange([...value, { local: '', time_zone: local, label: '' }])}
        disabled={value.length >= 20}
      >
        <Plus className="size-4" aria-hidden="true" />
        {t('drawer.addInterview')}
      </Button>
    </fieldset>
  );
}
