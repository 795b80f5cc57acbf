// `suspend NUMBER … | --provider NUMBER --reason TEXT`: records stop counting (commands/standing.js).
import { changeStanding } from './standing.js';

/**
 * @param {Parameters<typeof changeStanding>[1]} run
 * @returns {Promise<string>} what it did, as lines
 */
export const suspend = (run) => changeStanding('suspend', run);
