import { describe, expect, it } from 'vitest';
import { shapeIssues } from '../../resources/shapeReports';
import { signIn } from '../../../tests/helpers/session';
import { captureShapeIssues, shapeIssue } from '../../../tests/helpers/shapeIssues';
import { loadRoleOptions, parseRoleOption } from './roleOptions';

captureShapeIssues();

describe('the role select rows', () => {
  it('ids kept, a renamed label empty and reported, a row without an id skipped', () => {
    expect(parseRoleOption({ id: '2', name: '主管' })).toEqual({ id: '2', roleName: '' });
    expect(shapeIssue('accountManagerRole', 'roleName')).toMatchObject({ problem: 'missing' });
    expect(parseRoleOption({ roleName: '无编号' })).toBeNull();
  });

  it('the stand-in: every role, no report', async () => {
    await signIn();
    expect((await loadRoleOptions()).map((r) => r.roleName)).toContain('大客户经理');
    expect(shapeIssues()).toEqual([]);
  });
});
