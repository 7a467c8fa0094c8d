import { describe, expect, it } from 'vitest';
import { shapeIssues } from '../../resources/shapeReports';
import { signIn } from '../../../tests/helpers/session';
import { captureShapeIssues, shapeIssue } from '../../../tests/helpers/shapeIssues';
import { loadManagerOptions, parseManagerOption } from './managerOptions';

captureShapeIssues();

describe('the account-manager picker rows', () => {
  it('ids kept, a renamed label empty and reported', () => {
    expect(parseManagerOption({ id: 5, managerName: '王五', phone: 13800000000 })).toEqual({ id: 5, name: '', phone: '13800000000' });
    expect(shapeIssue('accountManager', 'name')).toMatchObject({ problem: 'missing' });
    expect(shapeIssue('accountManager', 'email')).toBeUndefined();
    expect(parseManagerOption({ name: 'no id' })).toBeNull();
  });

  it('the stand-in: well-formed rows, no report', async () => {
    await signIn();
    expect((await loadManagerOptions()).length).toBeGreaterThan(0);
    expect(shapeIssues()).toEqual([]);
  });
});
