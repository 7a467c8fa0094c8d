import { afterEach, beforeEach, vi } from 'vitest';
import { resetShapeIssues, shapeIssues, type ShapeIssue } from '../../src/resources/shapeReports';

/**
 * For tests feeding records of another shape: each test starts with no reports, and the console
 * warnings the reports print are silenced (the tests read the reports themselves).
 */
export function captureShapeIssues(): void {
  beforeEach(() => {
    resetShapeIssues();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/** The report of this resource and field, if any. */
export const shapeIssue = (resource: string, field: string): ShapeIssue | undefined =>
  shapeIssues().find((issue) => issue.resource === resource && issue.field === field);

/** Every report as `resource.field:problem`. */
export const reportedShapes = (): string[] => shapeIssues().map((issue) => `${issue.resource}.${issue.field}:${issue.problem}`);
