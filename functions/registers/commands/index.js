// The register commands, by the name the command line gives them: each a module of its own, each
// taking the register's Firestore and descriptor and what it was asked (commands/words.js, `Run`),
// and answering with what it did as lines. No command reads arguments, chooses a Firestore or asks
// a question itself: the command line (scripts/registers/admin.mjs) does, and a server surface
// that must change a register calls the same commands.
import { exportFile } from './export.js';
import { history } from './history.js';
import { importFile } from './import.js';
import { keys } from './keys.js';
import { list } from './list.js';
import { people } from './people.js';
import { confirm, provisional, refuse } from './provisional.js';
import { reinstate } from './reinstate.js';
import { remove } from './remove.js';
import { removed } from './removed.js';
import { restore } from './restore.js';
import { search } from './search.js';
import { runs } from './runs.js';
import { show } from './show.js';
import { suspend } from './suspend.js';
import { trail } from './trail.js';
import { undo } from './undo.js';
import { webhook } from './webhook.js';
import { reminders } from '../../holders/reminders.js';

export const commands = {
  import: importFile,
  suspend,
  reinstate,
  remove,
  restore,
  list,
  show,
  history,
  runs,
  export: exportFile,
  trail,
  removed,
  search,
  undo,
  keys,
  webhook,
  provisional,
  confirm,
  refuse,
  people,
  reminders,
};
