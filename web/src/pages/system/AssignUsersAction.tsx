import { messages } from '../../app/i18n';

/** 分配用户 row action of depots and customers (opens UserAssignModal through the page). */
export function AssignUsersAction({ onClick }: { onClick: () => void }) {
  return <a onClick={onClick}>{messages.system.assignUsers.action}</a>;
}
