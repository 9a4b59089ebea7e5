import type { MessageBus } from '../../app/message-bus.js';

/** Tells the recipient's open websockets that a message arrived (spec §3 websocket push). */
export function pushMessage(bus: MessageBus, tenantId: string, userId: string, msgId: string, title: string): void {
  bus.publish({ tenantId, userId, payload: { cmd: 'user', msgTxt: title, msgId } });
}
