import type { PostingAction, PostingCause, PostingEvent } from '../../platform/document/posting-event.js';
import type { MovedEffects } from './bill-effects.service.js';
import type { HeadRow } from './bill-document.js';

/** A goods bill's head as the posting event reports it: a locked HeadRow, or the values a save just wrote. */
export type EventHead = Pick<
  HeadRow,
  | 'id'
  | 'number'
  | 'prefix'
  | 'oper_time'
  | 'status'
  | 'organ_id'
  | 'total_price'
  | 'discount_last_money'
  | 'other_money'
  | 'change_amount'
  | 'deposit'
  | 'debt'
>;

const NO_EFFECTS: MovedEffects = { movements: [], cost: [] };

/** The posting event of a goods bill (platform/document/posting-event.ts); without `effects` no stock or cost moved. */
export function billEvent(action: PostingAction, cause: PostingCause, tenantId: string, h: EventHead, effects?: MovedEffects): PostingEvent {
  const { movements, cost } = effects ?? NO_EFFECTS;
  return {
    action,
    cause,
    tenantId,
    table: 'depot_head',
    headerId: h.id,
    number: h.number,
    prefix: h.prefix,
    operTime: h.oper_time,
    status: h.status,
    organId: h.organ_id,
    effects: effects !== undefined,
    movements,
    cost,
    amounts: {
      totalPrice: h.total_price,
      discountLastMoney: h.discount_last_money,
      otherMoney: h.other_money,
      changeAmount: h.change_amount,
      deposit: h.deposit,
      debt: h.debt,
    },
  };
}
