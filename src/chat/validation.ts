import '../../i18n/parts/chat';
/**
 * Spec §5: chat documents are doc, docx, pdf, xls, xlsx up to 10MB; chat images are image/* up
 * to 5MB. Each check answers with the i18n key of the spec's message, or null when the file is fine.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'pdf', 'xls', 'xlsx'] as const;
/** `accept` attributes for the two hidden file inputs. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');
export const IMAGE_ACCEPT = 'image/*';

export const VALIDATION_KEYS = {
  documentKind: 'chat.errors.documentKind',
  documentSize: 'chat.errors.documentSize',
  imageKind: 'chat.errors.imageKind',
  imageSize: 'chat.errors.imageSize',
} as const;

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function checkDocument(file: Pick<File, 'name' | 'size'>): string | null {
  if (!(DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return VALIDATION_KEYS.documentKind;
  if (file.size > MAX_DOCUMENT_BYTES) return VALIDATION_KEYS.documentSize;
  return null;
}

export function checkImage(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type || !file.type.startsWith('image/')) return VALIDATION_KEYS.imageKind;
  if (file.size > MAX_IMAGE_BYTES) return VALIDATION_KEYS.imageSize;
  return null;
}
