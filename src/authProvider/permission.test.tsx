import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { hasPermission, Permission, PERMISSION_ROLES_REQUIRED } from './permission';
import { clearRoles, setRoles } from './roles';

beforeEach(() => clearRoles());
afterEach(() => cleanup());

describe('hasPermission (the directive as a check)', () => {
  it('is true when the user holds one of the roles', () => {
    expect(hasPermission(['admin', 'editor'], ['admin'])).toBe(true);
    expect(hasPermission(['editor'], ['admin'])).toBe(false);
  });

  it('uses the loaded roles by default', () => {
    setRoles(['admin']);
    expect(hasPermission(['admin'])).toBe(true);
    clearRoles();
    expect(hasPermission(['admin'])).toBe(false);
  });

  it('throws 参数必须是一个数组且长度大于 0 for an empty or non-array list', () => {
    expect(() => hasPermission([])).toThrow(PERMISSION_ROLES_REQUIRED);
    expect(PERMISSION_ROLES_REQUIRED).toBe('参数必须是一个数组且长度大于 0');
    expect(() => hasPermission('admin' as unknown as string[])).toThrow(PERMISSION_ROLES_REQUIRED);
    expect(() => hasPermission(undefined as unknown as string[])).toThrow(PERMISSION_ROLES_REQUIRED);
  });
});

describe('<Permission>', () => {
  it('renders children only for a user holding one of the roles, and follows role changes', () => {
    setRoles(['admin']);
    render(
      <>
        <Permission roles={['admin']}>
          <button>删除</button>
        </Permission>
        <Permission roles={['editor']}>
          <button>审核</button>
        </Permission>
      </>,
    );
    expect(screen.getByRole('button', { name: '删除' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '审核' })).toBeNull();
    act(() => clearRoles());
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('throws for an empty role list', () => {
    const original = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Permission roles={[]}>x</Permission>)).toThrow(PERMISSION_ROLES_REQUIRED);
    } finally {
      console.error = original;
    }
  });
});
