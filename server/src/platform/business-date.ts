/** Today's date (`YYYY-MM-DD`) in the business time zone (`APP_TIME_ZONE`), not the server's. */
export const businessToday = (timeZone: string): string => new Intl.DateTimeFormat('sv-SE', { timeZone }).format(new Date());

/** `yyyy-MM-dd[ HH:mm[:ss]]` → a full timestamp; no date means now in the business time zone. */
export function operTimeOf(value: string | null | undefined, timeZone: string): string {
  if (!value) return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(new Date());
  if (value.length === 10) return `${value} 00:00:00`;
  return value.length === 16 ? `${value}:00` : value.slice(0, 19);
}
