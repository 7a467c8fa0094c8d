import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RedirectPage } from './RedirectPage';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

describe('/redirect/:path(.*)', () => {
  afterEach(() => cleanup());

  it('replaces the location with /<path> and its query', () => {
    render(
      <MemoryRouter initialEntries={['/redirect/orderManage/details?id=7']}>
        <Routes>
          <Route path="/redirect/*" element={<RedirectPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/orderManage/details?id=7');
  });

  it.each([
    ['/redirect//evil.example/x', '/'],
    ['/redirect/.//evil.example', '/'],
    ['/redirect/%2E%2E//evil.example', '/'],
    ['/redirect/login', '/'],
    ['/redirect/goodsManage?id=3', '/goodsManage?id=3'],
  ])('%s lands on %s (the sign-in redirect check)', (entry, expected) => {
    render(
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/redirect/*" element={<RedirectPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('where')).toHaveTextContent(new RegExp(`^${expected.replace(/[?]/g, '\\?')}$`));
  });
});
