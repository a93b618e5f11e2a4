/** The time zone this tab last told the server (lib/report-time-zone.ts); a new session forgets it. */
export const REPORTED_TIME_ZONE_KEY = 'yonder.reportedTimeZone';
