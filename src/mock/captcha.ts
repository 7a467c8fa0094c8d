import { seededRandom } from './db';

/**
 * The stand-in's image captcha. Like the real server it keeps the code "in the session"
 * (here: this module, which lives as long as the demo page or test process) and accepts
 * it for exactly one sign-in attempt.
 */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
let current: string | undefined;
let counter = Date.now() % 100000;

export function issueCaptcha(): { code: string; svg: string } {
  const random = seededRandom(++counter * 7919);
  const code = Array.from({ length: 4 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
  current = code;
  const glyphs = [...code]
    .map((ch, i) => {
      const x = 14 + i * 24;
      const y = 30 + Math.round(random() * 6 - 3);
      const rotate = Math.round(random() * 40 - 20);
      const hue = Math.round(random() * 360);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" fill="hsl(${hue},60%,38%)">${ch}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 5 }, () => {
    const p = () => Math.round(random() * 110);
    const q = () => Math.round(random() * 40);
    return `<line x1="${p()}" y1="${q()}" x2="${p()}" y2="${q()}" stroke="hsl(${Math.round(random() * 360)},50%,60%)" stroke-width="1.5"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#f3f6fb"/>${noise}<g font-family="Arial, sans-serif" font-size="24" font-weight="bold">${glyphs}</g></svg>`;
  return { code, svg };
}

/** One try per captcha: the code is consumed whether or not it matched. */
export function consumeCaptcha(input: string | undefined): boolean {
  const expected = current;
  current = undefined;
  return !!expected && !!input && expected.toLowerCase() === input.trim().toLowerCase();
}

/** For tests and the e2e suite only: the code the current image shows. */
export function peekCaptcha(): string | undefined {
  return current;
}
