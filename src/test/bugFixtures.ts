import { fakeTimestamp } from './timestamps';
import type { Bug } from '../features/bugBoard/logic/boardLogic';

/** A bug report for the tests: a web UI bug on the board 'board', To Do, unassigned; `changes` override. */
export function testBug(docId: string, changes: Partial<Bug> = {}): Bug {
  return {
    docId,
    id: docId,
    firstName: 'Pat',
    lastName: 'Lee',
    email: 'pat@demo.test',
    appType: 'web',
    category: 'ui',
    buildVersion: '',
    summary: `Bug ${docId}`,
    description: '',
    screenshots: [],
    boardId: 'board',
    createdAt: fakeTimestamp(0),
    priority: 0,
    status: 'To Do',
    assignedTo: '',
    comments: [],
    ...changes,
  };
}
