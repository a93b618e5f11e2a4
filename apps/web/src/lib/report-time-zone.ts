import { api } from './api-client';
import { REPORTED_TIME_ZONE_KEY as REPORTED_KEY } from './report-time-zone-key';

/**
 * Tells the server the browser's time zone, once per tab session and again when it changes
 * (a laptop that travelled): dates in mails and the daily points' reset follow it until the
 * profile names a time zone of its own. A failure is left for the next session. Answers whether
 * the server was told something new (what was read before then is out of date).
 */
export async function reportTimeZone(): Promise<boolean> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || sessionStorage.getItem(REPORTED_KEY) === zone) return false;
  try {
    await api.patch('/api/v1/account/preferences', { browser_time_zone: zone });
    sessionStorage.setItem(REPORTED_KEY, zone);
    return true;
  } catch {
    // Not worth the person's attention: the next session tries again.
    return false;
  }
}
