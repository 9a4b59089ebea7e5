/** At least 6 characters with at least one lowercase letter and one digit (spec §5). */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*\d).{6,}$/;

export const isAcceptablePassword = (value: string): boolean => PASSWORD_PATTERN.test(value);

/** Register page strength meter: one point each for digits, letters and symbols. */
export function passwordStrength(value: string): number {
  let level = 0;
  if (/\d/.test(value)) level += 1;
  if (/[a-zA-Z]/.test(value)) level += 1;
  if (/[^a-zA-Z0-9]/.test(value)) level += 1;
  return level;
}
