import type { PostingAction, PostingCause, PostingEvent } from '../../platform/document/posting-event.js';
import type { MovedEffects } from './bill-effects.service.js';

/** A goods bill's head as the posting event reports it: a locked HeadRow, or the values a save just wrote. */
export interface EventHead {
  id: string;
  number: string;
  prefix: string;
  oper_time: string;
  status: string;
  organ_id: string | null;
  total_price: string;
  discount_last_money: string;
  other_money: string;
  change_amount: string;
  deposit: string;
  debt: string;
}

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
