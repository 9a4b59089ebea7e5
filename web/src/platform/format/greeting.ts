import { messages } from '../../app/i18n';

/** Spec §2.2: under 9 morning, up to 11 forenoon, up to 13 noon, under 20 afternoon, otherwise evening. */
export function greeting(date = new Date()): string {
  const hour = date.getHours();
  const g = messages.greeting;
  if (hour < 9) return g.morning;
  if (hour <= 11) return g.forenoon;
  if (hour <= 13) return g.noon;
  if (hour < 20) return g.afternoon;
  return g.evening;
}
