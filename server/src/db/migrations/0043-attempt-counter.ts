/**
 * Attempts counted per key within a window (sign-in per name and address, per address, per name; 修改密码 per user):
 * one row per key, changed only by a single upsert that returns the new count, so parallel requests on any number of
 * app servers count exactly (app/attempt-counter.ts). Replaces reading `login_failure`, which counted before checking
 * and wrote after: parallel guesses all passed the count. `login_failure` stays for servers of the previous version
 * during a rolling upgrade; nothing of this version reads or writes it.
 */
export const up = /* sql */ `
create table attempt_counter (
  scope varchar(20) not null,
  key varchar(200) not null,
  attempts integer not null check (attempts >= 0),
  window_start timestamp(3) not null,
  primary key (scope, key)
);
create index attempt_counter_window_idx on attempt_counter (window_start);
`;
