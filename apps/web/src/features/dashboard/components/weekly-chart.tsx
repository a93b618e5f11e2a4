import type { DashboardSummary } from '@yonder/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { formatDay, formatWeek } from '../utils/links';
import { ChartCard } from './chart-card';

const WIDTH = 340;
const HEIGHT = 170;
const LEFT = 22;
const BOTTOM = 22;
const TOP = 14;
/** Room for the last week's label, centred under its column. */
const RIGHT = 16;

/** A round top for the axis: 1, 2, 5 or 10 times a power of ten, at least the largest week. */
function axisMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

/**
 * Applications per week over the last 12 weeks as columns (the current week last); every other
 * week is labelled so the axis stays readable on a phone, and a table gives every figure.
 */
export function WeeklyChart({ weeks }: { weeks: DashboardSummary['weeks'] }) {
  const { t, i18n } = useTranslation('dashboard');
  const total = weeks.reduce((sum, week) => sum + week.count, 0);
  const max = axisMax(Math.max(0, ...weeks.map((week) => week.count)));
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT - RIGHT) / Math.max(1, weeks.length);
  const barWidth = slot * 0.62;
  const y = (value: number) => TOP + plotHeight - (value / max) * plotHeight;
  return (
    <ChartCard
      title={t('weekly.title')}
      summary={t('weekly.summary', { count: total })}
      testId="weekly"
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="w-full"
        aria-hidden="true"
        focusable="false"
      >
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH - RIGHT} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text
              x={LEFT - 5}
              y={y(tick) + 3.5}
              textAnchor="end"
              fontSize={11}
              className="fill-slate-500"
            >
              {tick}
            </text>
          </g>
        ))}
        {weeks.map((week, index) => {
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          const isCurrent = index === weeks.length - 1;
          return (
            <g key={week.start}>
              {week.count > 0 ? (
                <>
                  <rect
                    x={x}
                    y={y(week.count)}
                    width={barWidth}
                    height={TOP + plotHeight - y(week.count)}
                    rx={3}
                    fill={isCurrent ? '#1d4ed8' : '#60a5fa'}
                  />
                  <text
                    x={x + barWidth / 2}
                    y={y(week.count) - 3}
                    textAnchor="middle"
                    fontSize={11}
                    className="fill-slate-700"
                  >
                    {week.count}
                  </text>
                </>
              ) : null}
              {(weeks.length - 1 - index) % 2 === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                  fontSize={11}
                  className="fill-slate-600"
                >
                  {formatWeek(week.start, i18n.language)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      {/* A table is as wide as its content whatever its own width: the clip goes around it. */}
      <div className="sr-only">
        <table>
          <caption>{t('weekly.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('weekly.week')}</th>
              <th scope="col">{t('weekly.count')}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.start}>
                <th scope="row">
                  {t('weekly.weekOf', { date: formatDay(week.start, i18n.language) })}
                </th>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartCard>
  );
}
