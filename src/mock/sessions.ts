import { roleToken, SWITCHABLE_ROLES } from '../authProvider/roles';

/**
 * Tokens the stand-in has issued. Kept in memory and in sessionStorage-like persistence
 * through localStorage so a demo reload keeps the user signed in.
 */

// Server-side state of the stand-in: outside the app prefix, like the stand-in's database.
const KEY = 'demo-backend-sessions';
const persistent = () => typeof localStorage !== 'undefined' && !import.meta.env.VITEST;

let tokens: Set<string> | undefined;
function load(): Set<string> {
  if (tokens) return tokens;
  tokens = new Set();
  if (persistent()) {
    try {
      for (const t of JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[]) tokens.add(t);
    } catch {
      /* start empty */
    }
  }
  return tokens;
}
function save(): void {
  if (persistent()) localStorage.setItem(KEY, JSON.stringify([...load()].slice(-20)));
}

export const sessions = {
  issue(): string {
    const token = `demo-${crypto.randomUUID()}`;
    load().add(token);
    save();
    return token;
  },
  isValid(token: string | null | undefined): boolean {
    // Spec §6: a role switch signs in with a placeholder token; the stand-in takes it as a session.
    return !!token && (load().has(token) || SWITCHABLE_ROLES.some((role) => roleToken(role) === token));
  },
  revoke(token: string): void {
    load().delete(token);
    save();
  },
  /** Tests: forget every token. */
  reset(): void {
    tokens = new Set();
    save();
  },
};
