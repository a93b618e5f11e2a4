// One dated table of rates serves job search (salary ranges, pay sort) and matching.
export {
  annualUsd,
  isKnownCurrency,
  PER_YEAR,
  EXCHANGE_RATES_DATE,
} from '@yonder/career-ai/matching/exchange-rates';
