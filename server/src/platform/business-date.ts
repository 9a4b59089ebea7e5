/** Today's date (`YYYY-MM-DD`) in the business time zone (`APP_TIME_ZONE`), not the server's. */
export const businessToday = (timeZone: string): string => new Intl.DateTimeFormat('sv-SE', { timeZone }).format(new Date());
