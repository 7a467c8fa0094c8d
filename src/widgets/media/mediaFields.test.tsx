import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, RecordContextProvider, testDataProvider, type TranslationMessages } from 'react-admin';
import type { ReactNode } from 'react';
import { messages } from '../../../i18n';
import { GalleryField } from './GalleryField';
import { SimpleMediaField } from './SimpleMediaField';

afterEach(() => cleanup());
const i18nProvider = polyglotI18nProvider(() => messages['zh-CN'] as unknown as TranslationMessages, 'zh-CN', [], { allowMissing: true });

function renderWith(record: Record<string, unknown>, children: ReactNode) {
  return render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={testDataProvider()}>
      <RecordContextProvider value={{ id: 1, ...record }}>{children}</RecordContextProvider>
    </AdminContext>,
  );
}

describe('media display fields', () => {
  it('GalleryField shows items in sortOrder, marks the main one, and previews on click', () => {
    renderWith(
      {
        images: [
          { name: 'b.png', imageUrl: 'http://cdn.test/b.png', mainImageFlag: false, sortOrder: 1, mediaType: 'Image', cover: '' },
          { name: 'a.png', imageUrl: 'http://cdn.test/a.png', mainImageFlag: true, sortOrder: 0, mediaType: 'Image', cover: '' },
        ],
      },
      <GalleryField source="images" />,
    );
    const list = screen.getByTestId('gallery-field-images');
    expect(within(list).getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['a.png', 'b.png']);
    expect(within(list).getByText('主图')).toBeInTheDocument();
    fireEvent.click(within(list).getByRole('listitem', { name: '预览 b.png' }));
    expect(screen.getByTestId('media-preview-image')).toHaveAttribute('src', 'http://cdn.test/b.png');
  });

  it('SimpleMediaField shows one address or a list; empty shows a dash; unsafe addresses are not rendered', () => {
    renderWith(
      { one: 'http://cdn.test/x/logo.png', many: ['http://cdn.test/a.png', 'javascript:alert(1)'], none: '' },
      <>
        <SimpleMediaField source="one" />
        <SimpleMediaField source="many" />
        <SimpleMediaField source="none" />
      </>,
    );
    expect(within(screen.getByTestId('simple-media-field-one')).getByRole('img', { name: 'logo.png' })).toHaveAttribute(
      'src',
      'http://cdn.test/x/logo.png',
    );
    expect(within(screen.getByTestId('simple-media-field-many')).getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});
