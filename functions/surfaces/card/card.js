// The signed-in holder's own pages (docs/holders.md): their record as the register holds it now,
// and their card, which a suspended, expired or removed registration replaces at once with a plain
// page saying so, with no live code. Each read afresh, for the session's number only: an address
// that names another number changes nothing. Never stored by any cache (`no-store`, `noindex`).
import { inTime, page, unavailable } from '../../answering.js';
import {
  holderValues,
  readHolder,
  removedRows,
  standingText,
  suspensionRows,
} from '../../holders/card-holder.js';
import { contextOf } from '../context.js';
import { holderOf } from './session.js';

/**
 * The signed-in holder as the register holds them now, or the page that answers instead (the
 * register not read in time).
 * @param {import('hono').Context<any>} c
 * @param {boolean} photo
 */
async function heldNow(c, photo) {
  const context = contextOf(c);
  const at = context.now();
  const held = await inTime(c, readHolder(context, holderOf(c).number, { at, photo }));
  if (held === unavailable) return { answer: page(c, 503, 'card-unavailable', {}) };
  return { held, at };
}

/**
 * The page of a registration that cannot be shown as valid: removed, never on the register,
 * suspended or expired; undefined for one that can.
 * @param {import('hono').Context<any>} c
 * @param {import('../../holders/card-holder.js').Held} held
 * @param {Date} at
 */
function notValid(c, held, at) {
  if (!('record' in held))
    return page(c, 200, 'card-removed', {
      number: holderOf(c).number,
      on: removedRows('removed' in held ? held.removed : undefined),
    });
  const { fullName, number, validUntil } = holderValues(held, at);
  if (held.standing === 'suspended')
    return page(c, 200, 'card-suspended', { fullName, number, ...suspensionRows(held.record) });
  if (held.standing === 'expired')
    return page(c, 200, 'card-expired', { fullName, number, validUntil });
  return undefined;
}

/** GET: the holder's record, as the register holds it now. */
export async function recordPage(/** @type {import('hono').Context<any>} */ c) {
  const read = await heldNow(c, false);
  if ('answer' in read) return read.answer;
  const { held, at } = read;
  if (!('record' in held)) return /** @type {Response} */ (notValid(c, held, at));
  return page(c, 200, 'card-record', {
    ...holderValues(held, at),
    standing: standingText(held, at),
  });
}

/** GET: the card: photograph, what the register holds, and the frame of its live code. */
export async function cardPage(/** @type {import('hono').Context<any>} */ c) {
  const read = await heldNow(c, true);
  if ('answer' in read) return read.answer;
  const { held, at } = read;
  const refused = notValid(c, held, at);
  if (refused || !('record' in held)) return /** @type {Response} */ (refused);
  const { endsIn, ...values } = holderValues(held, at);
  return page(c, 200, 'card-show', {
    ...values,
    photo: held.photo,
    ending: held.standing === 'ending' ? [endsIn] : [],
  });
}
