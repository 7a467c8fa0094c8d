import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { internalTarget, RedirectPage } from './RedirectPage';

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

  it('only produces internal paths', () => {
    expect(internalTarget('//evil.example/x', '')).toBe('/evil.example/x');
    expect(internalTarget('\\\\evil.example', '?a=1')).toBe('/evil.example?a=1');
    expect(internalTarget(undefined, '')).toBe('/');
  });
});
