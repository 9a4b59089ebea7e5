// A tenant's in-app messages (one unread, one read, one soft-deleted) and a few operation-log lines, as jshERP
// writes them (jsh_log has no soft delete).
import type { People } from './company-people.js';
import type { TenantRows } from './source-rows.js';

export function addMessages(w: TenantRows, people: People, ownerLogin: string): void {
  const message = (title: string, type: string, userId: number, status: '1' | '2', deleted = false) =>
    w.add('jsh_msg', {
      msg_title: title,
      msg_content: `${title}：请及时处理`,
      create_time: '2026-11-20 08:30:00',
      type,
      user_id: userId,
      status,
      delete_Flag: deleted ? '1' : '0',
    });
  message('试用到期提醒', '试用到期', people.ownerId, '1');
  message('库存预警', '系统通知', people.ownerId, '2');
  message('已删除的通知', '系统通知', people.ownerId, '2', true);

  const log = (operation: string, content: string, time: string) =>
    w.add('jsh_log', {
      user_id: people.ownerId,
      operation,
      client_ip: '192.168.1.10',
      create_time: time,
      status: 0,
      content,
    });
  log('用户', `登录${ownerLogin}`, '2026-11-01 08:00:00');
  log('商品', '新增矿泉水', '2026-11-01 08:05:00');
  log('系统配置', '修改系统配置', '2026-11-01 08:10:00');
}
