import { PAY_CURRENCIES, PAY_PERIODS, type PayPeriod } from '@yonder/contract/jobs-constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayTarget } from '#hooks/use-pay-target.ts';

const SELECT =
  'h-9 cursor-pointer rounded-lg bg-white px-2 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50';

/**
 * The currency and period every card's pay is converted to; a signed-in person's choice is kept
 * in their preferences, a guest's in this browser.
 */
export function PaySelect() {
  const { t } = useTranslation('common');
  const id = useId();
  const pay = usePayTarget();
  return (
    <div role="group" aria-labelledby={id} className="flex items-center gap-1.5">
      <span id={id} className="hidden text-sm text-slate-600 sm:inline">
        {t('pay.showIn')}
      </span>
      <select
        aria-label={t('pay.currency')}
        value={pay.currency}
        onChange={(event) =>
          pay.setPay({ currency: event.target.value as typeof pay.currency, period: pay.period })
        }
        className={SELECT}
      >
        {PAY_CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </select>
      <select
        aria-label={t('pay.period')}
        value={pay.period}
        onChange={(event) =>
          pay.setPay({ currency: pay.currency, period: event.target.value as PayPeriod })
        }
        className={SELECT}
      >
        {PAY_PERIODS.map((period) => (
          <option key={period} value={period}>
            {t(period === 'year' ? 'pay.perYear' : 'pay.perMonth')}
          </option>
        ))}
      </select>
    </div>
  );
}
