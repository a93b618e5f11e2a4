import type { DashboardSummary } from '@yonder/contract/dashboard';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card';

const WIDTH = 320;
const ROW = 40;
const LABEL = 84;
const BAR_MAX = WIDTH - LABEL - 40;
const SHADES = ['#93c5fd', '#60a5fa', '#3b82f6', '#1d4ed8'];

/**
 * Wishlist → applied → interview → offer as bars (every application counts in each stage it
 * reached), with the share of the stage before; the same figures as a table for screen readers.
 */
export function FunnelChart({ funnel }: { funnel: DashboardSummary['funnel'] }) {
  const { t } = useTranslation('dashboard');
  const top = funnel[0]?.count ?? 0;
  const count = (stage: string) => funnel.find((row) => row.stage === stage)?.count ?? 0;
  const percent = (index: number) => {
    const before = funnel[index - 1]?.count ?? 0;
    return before > 0 ? Math.round(((funnel[index]?.count ?? 0) / before) * 100) : 0;
  };
  return (
    <ChartCard
      title={t('funnel.title')}
      summary={
        top > 0
          ? t('funnel.summary', { count: top, applied: count('applied'), offer: count('offer') })
          : t('funnel.empty')
      }
      testId="funnel"
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${funnel.length * ROW}`}
        className="w-full"
        aria-hidden="true"
        focusable="false"
      >
        {funnel.map((row, index) => {
          const width = top > 0 ? Math.max(3, (row.count / top) * BAR_MAX) : 3;
          const y = index * ROW;
          return (
            <g key={row.stage}>
              <text x={0} y={y + 17} className="fill-slate-700" fontSize={12}>
                {t(`status.${row.stage}`)}
              </text>
              {index > 0 && funnel[index - 1]!.count > 0 ? (
                <text x={0} y={y + 31} className="fill-slate-500" fontSize={9.5}>
                  {`${percent(index)}%`}
                </text>
              ) : null}
              <rect x={LABEL} y={y + 6} width={width} height={24} rx={5} fill={SHADES[index]} />
              <text
                x={LABEL + width + 6}
                y={y + 22}
                className="fill-slate-900"
                fontSize={12}
                fontWeight={600}
              >
                {row.count}
              </text>
            </g>
          );
        })}
      </svg>
      {/* A table is as wide as its content whatever its own width: the clip goes around it. */}
      <div className="sr-only">
        <table>
          <caption>{t('funnel.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('funnel.stage')}</th>
              <th scope="col">{t('funnel.count')}</th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((row, index) => (
              <tr key={row.stage}>
                <th scope="row">{t(`status.${row.stage}`)}</th>
                <td>
                  {row.count}
                  {index > 0 ? ` (${t('funnel.conversion', { percent: percent(index) })})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartCard>
  );
}
