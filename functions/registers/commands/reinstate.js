// `reinstate NUMBER … | --provider NUMBER --reason TEXT`: records count again
// (commands/standing.js).
import { changeStanding } from './standing.js';

/**
 * @param {Parameters<typeof changeStanding>[1]} run
 * @returns {Promise<string>} what it did, as lines
 */
export const reinstate = (run) => changeStanding('reinstate', run);
