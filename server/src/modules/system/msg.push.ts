import type { MessageBus } from '../../app/message-bus.js';

/** Tells the recipient's open websockets that a message arrived (spec §3 websocket push). */
export function pushMessage(bus: MessageBus, tenantId: string, userId: string, msgId: string, title: string): void {
  // Deferred so the push leaves after the inserting transaction has committed.
  setImmediate(() => bus.publish({ tenantId, userId, payload: { cmd: 'user', msgTxt: title, msgId } }));
}
