import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reportShapeIssue, resetShapeIssues } from '../resources/shapeReports';
import { ShapeWarningsWithI18n } from './ShapeWarnings';

afterEach(() => {
  resetShapeIssues();
  vi.restoreAllMocks();
});

describe('record-shape warnings on screen (development)', () => {
  it('lists each reported field with the fix, and can be dismissed until a new one comes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<ShapeWarningsWithI18n />);
    expect(screen.queryByTestId('shape-warnings')).not.toBeInTheDocument();
    act(() => reportShapeIssue({ resource: 'goods', field: 'name', apiName: 'name', problem: 'missing', received: ['id', 'goodsName'] }));
    act(() => reportShapeIssue({ resource: 'goods', field: 'name', apiName: 'name', problem: 'missing', received: ['id', 'goodsName'] }));
    expect(await screen.findByText('1 个字段与后端返回的数据不符（开发提示）')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '详情' }));
    expect(screen.getByText(/received keys: id, goodsName.*resources\.goods\.fields\.name\.apiName/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByTestId('shape-warnings')).not.toBeInTheDocument();
    act(() => reportShapeIssue({ resource: 'goods', field: 'price', apiName: 'price', problem: 'invalid', received: ['id'], value: '"abc"' }));
    expect(await screen.findByText('2 个字段与后端返回的数据不符（开发提示）')).toBeInTheDocument();
  });
});
