/**
 * Editor constants from the spec (§9 "Editor") and wangEditor 5's menu configs. Plain data: this
 * module must stay free of Tiptap so show pages (SafeHtml) can use it.
 */
import videoHosts from './videoHosts.json';
import '../../../i18n/parts/editor';

export { EDITOR_HEIGHT_PX } from './editorHeight';
/** Spec §9 "Editor defaults: … autoFocus on"; off only where docs/decisions/182 says why. */
export const EDITOR_AUTO_FOCUS = true;
export const UNDO_DEPTH = 100;
export const TAB_SPACES = '    ';
export const INDENT_VALUE = '2em';
export const LIST_INDENT_PX = 20;
/** Bullets per level (cycled): filled dot, open circle, square. */
export const BULLETS = ['•', '◦', '▪'] as const;

export const FONT_SIZES = ['12px', '13px', '14px', '15px', '16px', '19px', '22px', '24px', '29px', '32px', '40px', '48px'] as const;
/** Header font sizes h1..h5 (for display of the header select). */
export const HEADER_SIZES = ['32px', '24px', '18px', '16px', '13px'] as const;
export const FONT_FAMILIES = [
  '黑体',
  '仿宋',
  '楷体',
  '标楷体',
  '华文仿宋',
  '华文楷体',
  '宋体',
  '微软雅黑',
  'Arial',
  'Tahoma',
  'Verdana',
  'Times New Roman',
  'Courier New',
] as const;
export const LINE_HEIGHTS = ['1', '1.15', '1.5', '2', '2.5', '3'] as const;
/** wangEditor 4 `<font size="1..7">` → px. */
export const FONT_TAG_SIZES: Readonly<Record<string, string>> = {
  '1': '12px',
  '2': '14px',
  '3': '16px',
  '4': '19px',
  '5': '24px',
  '6': '32px',
  '7': '48px',
};

/** 60 palette colours (6 rows of 10), the same values wangEditor writes. */
export const COLORS: readonly string[] = [
  ['0, 0, 0', '38, 38, 38', '89, 89, 89', '140, 140, 140', '191, 191, 191', '217, 217, 217', '233, 233, 233', '245, 245, 245', '250, 250, 250', '255, 255, 255'],
  ['225, 60, 57', '231, 95, 51', '235, 144, 58', '245, 219, 77', '114, 192, 64', '89, 191, 192', '66, 144, 247', '54, 88, 226', '106, 57, 201', '216, 68, 147'],
  ['251, 233, 230', '252, 237, 225', '252, 239, 212', '252, 251, 207', '231, 246, 213', '218, 244, 240', '217, 237, 250', '224, 232, 250', '237, 225, 248', '246, 226, 234'],
  ['255, 163, 158', '255, 187, 150', '255, 213, 145', '255, 251, 143', '183, 235, 143', '135, 232, 222', '145, 213, 255', '173, 198, 255', '211, 173, 247', '255, 173, 210'],
  ['255, 77, 79', '255, 122, 69', '255, 169, 64', '255, 236, 61', '115, 209, 61', '54, 207, 201', '64, 169, 255', '89, 126, 247', '146, 84, 222', '247, 89, 171'],
  ['207, 19, 34', '212, 56, 13', '212, 107, 8', '212, 177, 6', '56, 158, 13', '8, 151, 156', '9, 109, 217', '29, 57, 196', '83, 29, 171', '196, 29, 127'],
].flatMap((row) => row.map((rgb) => `rgb(${rgb})`));

/** Plain-text emoji offered by the picker (about 100). */
export const EMOJI: readonly string[] = (
  '😀 😃 😄 😁 😆 😅 😂 🤣 😊 😇 🙂 🙃 😉 😌 😍 😘 😗 😙 😚 😋 😛 😝 😜 🤓 😎 😏 😒 😞 😔 😟 ' +
  '😕 🙁 😣 😖 😫 😩 😢 😭 😤 😠 😡 😳 😱 😨 🤗 🤔 😶 😑 😬 🙄 😯 😴 😷 🤑 😈 🤡 💩 👻 💀 👀 ' +
  '👣 👐 🙌 👏 🤝 👍 👎 👊 ✊ 🤛 🤜 🤞 ✌️ 🤘 👌 👈 👉 👆 👇 ☝️ ✋ 🤚 🖐 🖖 👋 🤙 💪 ✍️ 🙏 🎉 ' +
  '🎁 🌹 🌸 ☀️ 🌙 ⭐ 🔥 💯 ❤️ 💔'
).split(' ');

/** Code block languages (value = class suffix `language-<value>`). */
export const CODE_LANGUAGES: ReadonlyArray<{ text: string; value: string }> = [
  { text: 'CSS', value: 'css' },
  { text: 'HTML', value: 'html' },
  { text: 'XML', value: 'xml' },
  { text: 'Javascript', value: 'javascript' },
  { text: 'Typescript', value: 'typescript' },
  { text: 'JSX', value: 'jsx' },
  { text: 'Go', value: 'go' },
  { text: 'PHP', value: 'php' },
  { text: 'C', value: 'c' },
  { text: 'Python', value: 'python' },
  { text: 'Java', value: 'java' },
  { text: 'C++', value: 'cpp' },
  { text: 'C#', value: 'csharp' },
  { text: 'Visual Basic', value: 'visual-basic' },
  { text: 'SQL', value: 'sql' },
  { text: 'Ruby', value: 'ruby' },
  { text: 'Swift', value: 'swift' },
  { text: 'Bash', value: 'bash' },
  { text: 'Lua', value: 'lua' },
  { text: 'Groovy', value: 'groovy' },
  { text: 'Markdown', value: 'markdown' },
];

/** Image width presets. */
export const IMAGE_WIDTH_PRESETS = ['30%', '50%', '100%'] as const;
/** Resizing stops when the new width or height would be this or less. */
export const IMAGE_MIN_DRAG_PX = 15;
export const TABLE_GRID = 10;
export const TABLE_MIN_COLUMN_WIDTH = 30;

/**
 * Hosts whose https iframes may be embedded as video (everything else is text). The list lives
 * in videoHosts.json so the production CSP (scripts/securityHeaders.mjs) reads the same one.
 */
export const VIDEO_IFRAME_HOSTS: readonly string[] = videoHosts;

/** Upload limits (docs/spec.md §9). */
export const IMAGE_UPLOAD_LIMITS = { maxFileSize: 2 * 1024 * 1024, maxNumberOfFiles: 100, allowedFileTypes: ['image/*'], timeout: 10_000 } as const;
export const VIDEO_UPLOAD_LIMITS = { maxFileSize: 10 * 1024 * 1024, maxNumberOfFiles: 5, allowedFileTypes: ['video/*'], timeout: 30_000 } as const;
export const GENERIC_UPLOAD_LIMITS = { maxFileSize: 10 * 1024 * 1024, maxNumberOfFiles: 100, allowedFileTypes: [] as string[], timeout: 10_000 } as const;
export const IMAGE_FIELD_NAME = 'wangeditor-uploaded-image';
export const VIDEO_FIELD_NAME = 'wangeditor-uploaded-video';

export const PLACEHOLDER_KEY = 'editor.placeholder';
/** What an empty editor stores (wangEditor's empty value). */
export const EMPTY_HTML = '<p><br></p>';
