// The staff console (docs/console.md): its door (the portal's sign-in, session and second factor,
// functions/surfaces/door/, with the console's own data in door.js), then the staff's pages, each
// checked against the signed-in member of staff's roles on the server: every role reads (search, a
// record, the trail, the reports of fake cards, the runs), a keeper changes a record's standing
// and marks a report handled, an administrator keeps the staff, undoes a run and keeps the
// employers' accounts' keys and webhooks.
import { page } from '../../answering.js';
import { consolePaths, routes } from '../../vocabulary/paths.js';
import { methods, openDoor } from '../door/index.js';
import { createRouter } from '../router.js';
import { changeRecord, questionForm } from './change.js';
import { consoleDoor } from './door.js';
import { planUpload, uploadForm, writeUpload } from './import.js';
import { recordPage } from './record.js';
import { handleReport, reportsList } from './reports.js';
import { runsPage, undoQuestion, undoRun } from './runs.js';
import { searchPage } from './search.js';
import { provisionalPage, settleChosen, settleQuestion } from './provisional.js';
import { inviteStaffMember, removeStaffMember, staffPage } from './staff.js';
import { trailCsv, trailPage } from './trail.js';
import { accountPage, changeEmployer, employerQuestion, employersPage } from './employers.js';

/** The console's routes (`console` in the route table) on a router. */
export function consoleSurface() {
  const staff = openDoor(createRouter(), consoleDoor);
  staff.all(consolePaths.home, methods(['GET', 'HEAD']), searchPage);
  staff.all(consolePaths.record, methods(['GET', 'HEAD']), recordPage);
  staff.all(consolePaths.change, methods(['GET', 'HEAD', 'POST']));
  staff.get(consolePaths.change, questionForm);
  staff.post(consolePaths.change, changeRecord);
  staff.all(consolePaths.trail, methods(['GET', 'HEAD']), trailPage);
  staff.all(consolePaths.trailCsv, methods(['GET', 'HEAD']), trailCsv);
  staff.all(consolePaths.staff, methods(['GET', 'HEAD']), staffPage);
  staff.all(consolePaths.invite, methods(['POST']), inviteStaffMember);
  staff.all(consolePaths.remove, methods(['POST']), removeStaffMember);
  staff.all(consolePaths.import, methods(['GET', 'HEAD', 'POST']));
  staff.get(consolePaths.import, uploadForm);
  staff.post(consolePaths.import, planUpload);
  staff.all(consolePaths.importWrite, methods(['POST']), writeUpload);
  staff.all(consolePaths.provisional, methods(['GET', 'HEAD']), provisionalPage);
  staff.all(consolePaths.settle, methods(['GET', 'HEAD', 'POST']));
  staff.get(consolePaths.settle, settleQuestion);
  staff.post(consolePaths.settle, settleChosen);
  staff.all(consolePaths.reports, methods(['GET', 'HEAD']), reportsList);
  staff.all(consolePaths.handleReport, methods(['POST']), handleReport);
  staff.all(consolePaths.runs, methods(['GET', 'HEAD']), runsPage);
  staff.all(consolePaths.undo, methods(['GET', 'HEAD', 'POST']));
  staff.get(consolePaths.undo, undoQuestion);
  staff.post(consolePaths.undo, undoRun);
  staff.all(consolePaths.employers, methods(['GET', 'HEAD']), employersPage);
  staff.all(consolePaths.employer, methods(['GET', 'HEAD']), accountPage);
  staff.all(consolePaths.employerChange, methods(['GET', 'HEAD', 'POST']));
  staff.get(consolePaths.employerChange, employerQuestion);
  staff.post(consolePaths.employerChange, changeEmployer);
  staff.all(routes.console.path, (c) =>
    page(c, 404, 'console-refused', { problems: ['There is no such page in the console.'] }),
  );
  return staff;
}
