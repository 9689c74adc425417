import { describe, expect, it } from 'vitest';
import { readTaskViewParams, writeTaskViewParams } from './task-view-params';

const read = (query: string, mayTeam = true) =>
  readTaskViewParams(new URLSearchParams(query), mayTeam);

describe('the Tasks tab in the URL', () => {
  it('reads the group and the scope', () => {
    expect(read('tab=tasks&group=done&scope=team')).toEqual({ bucket: 'done', scope: 'team' });
    expect(read('tab=tasks&group=upcoming')).toEqual({ bucket: 'upcoming', scope: 'mine' });
  });

  it('falls back to Overdue and Mine when absent or unknown', () => {
    expect(read('tab=tasks')).toEqual({ bucket: 'overdue', scope: 'mine' });
    expect(read('group=later&scope=everyone')).toEqual({ bucket: 'overdue', scope: 'mine' });
    expect(read('group=DONE&scope=')).toEqual({ bucket: 'overdue', scope: 'mine' });
  });

  it("reads the team's scope as Mine for whoever may not see the team's tasks", () => {
    expect(read('group=today&scope=team', false)).toEqual({ bucket: 'today', scope: 'mine' });
  });

  it('writes the choice, leaving the defaults and the other parameters as they are', () => {
    const current = new URLSearchParams('tab=tasks&group=done&scope=team');
    expect(writeTaskViewParams(current, { bucket: 'today' }).toString()).toBe(
      'tab=tasks&group=today&scope=team',
    );
    expect(writeTaskViewParams(current, { bucket: 'overdue', scope: 'mine' }).toString()).toBe(
      'tab=tasks',
    );
    expect(current.toString()).toBe('tab=tasks&group=done&scope=team');
  });
});
