/**
 * A user's interface language (issue 38), chosen in the web's switch and kept with the user so that it follows them
 * to another browser; null until they choose (the browser's language decides until then).
 */
export const up = /* sql */ `
alter table app_user add column language text constraint app_user_language_check check (language in ('zh-CN', 'en-US'));
`;
