import { Fragment } from 'react';
import { linkHref } from '../dataProvider/urlPolicy';

/** http(s) addresses in free text; anything else (javascript:, data:, ...) stays plain text. */
const URL_PATTERN = /https?:\/\/[^\s<>"'，。！？；、）】]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

export interface TextPart {
  text: string;
  href?: string;
}

/** Splits message text into plain and link parts. Exported for tests. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let raw = match[0];
    const trailing = raw.match(TRAILING_PUNCTUATION)?.[0] ?? '';
    if (trailing) raw = raw.slice(0, -trailing.length);
    const start = match.index ?? 0;
    const href = linkHref(raw);
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, href });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Message text rendered as text (React escapes it; never HTML), with safe clickable links. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a key={index} className="chat-link" href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
