import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemas } from './registry';
import { fixDescriber } from './shapeFixes';
import { describeShapeIssuesWith, reportShapeIssue, setShapeIssueText, shapeIssues, shapeTextReady, type ShapeIssue } from './shapeReports';
import { captureShapeIssues } from '../../tests/helpers/shapeIssues';

const issue = (field: string): ShapeIssue => ({ resource: 'demo', field, apiName: field, problem: 'missing', received: ['a'] });

describe('shape reports whose fix text loads with the first report', () => {
  captureShapeIssues();
  // The shared module graph goes on with the registry's describer.
  afterEach(() => setShapeIssueText(fixDescriber(schemas)));

  it('keeps the reports until the fixes are there, then prints them in order with the fix', async () => {
    let finish: (describe: (issue: ShapeIssue) => string) => void = () => undefined;
    describeShapeIssuesWith(() => new Promise((resolve) => (finish = resolve)));
    reportShapeIssue(issue('first'));
    reportShapeIssue(issue('second'));
    // Reported at once (the panel's listeners), printed once the text is there.
    expect(shapeIssues().map((report) => report.field)).toEqual(['first', 'second']);
    expect(console.warn).not.toHaveBeenCalled();
    finish((report) => `fix for ${report.field}`);
    await shapeTextReady();
    expect(vi.mocked(console.warn).mock.calls.map((call) => call[0])).toEqual(['fix for first', 'fix for second']);
    // Loaded once: the next report prints at once.
    reportShapeIssue(issue('third'));
    expect(vi.mocked(console.warn).mock.calls[2]?.[0]).toBe('fix for third');
  });

  it('prints the report without the fix when the load fails, and loads again with the next report', async () => {
    const load = vi.fn<() => Promise<(issue: ShapeIssue) => string>>().mockRejectedValueOnce(new Error('chunk'));
    load.mockResolvedValueOnce((report) => `fix for ${report.field}`);
    setShapeIssueText((report) => `plain ${report.field}`);
    describeShapeIssuesWith(load);
    reportShapeIssue(issue('first'));
    await shapeTextReady().catch(() => undefined);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalledTimes(1));
    expect(vi.mocked(console.warn).mock.calls[0]?.[0]).toBe('plain first');
    reportShapeIssue(issue('second'));
    await shapeTextReady();
    expect(vi.mocked(console.warn).mock.calls[1]?.[0]).toBe('fix for second');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
