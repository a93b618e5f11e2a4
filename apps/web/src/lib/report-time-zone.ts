import { api } from './api-client';
import { REPORTED_TIME_ZONE_KEY as REPORTED_KEY } from './report-time-zone-key';

/**
 * Tells the server the browser's time zone, once per tab session and again when it changes
 * (a laptop that travelled): dates in mails and the daily points' reset follow it until the
 * profile names a time zone of its own. A failure is left for the next session.
 */
export async function reportTimeZone(): Promise<void> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone || sessionStorage.getItem(REPORTED_KEY) === zone) return;
  try {
    await api.patch('/api/v1/account/preferences', { browser_time_zone: zone });
    sessionStorage.setItem(REPORTED_KEY, zone);
  } catch {
    // Not worth the person's attention: the next session tries again.
  }
}
