// Free-text sanitising of docs/decisions.md: script and iframe tags and 'javascript:' are stripped.
// React already escapes text, so this is a second line of defence for values that end up in
// attributes, e-mails or other clients. It is written as a linear scan (no backtracking regex over
// the whole text) so a hostile 1000-character input cannot make it slow.

const BLOCK_TAGS = ['script', 'iframe'] as const;
// An opening tag: '<script' or '<iframe' followed by a tag-name boundary (space, '/', '>' or end).
const OPEN_RE = /<(script|iframe)(?=[\s/>]|$)/gi;
// A closing tag, tolerant like browsers: '</script>', '</SCRIPT >', '</script foo>'.
const CLOSE_RE = /<\/(script|iframe)(?=[\s/>]|$)[^>]*>?/gi;
// 'javascript:' with whitespace or control characters between its letters ('java\tscript:').
const JS_PROTOCOL_RE = /j[\s\x00-\x1f]*a[\s\x00-\x1f]*v[\s\x00-\x1f]*a[\s\x00-\x1f]*s[\s\x00-\x1f]*c[\s\x00-\x1f]*r[\s\x00-\x1f]*i[\s\x00-\x1f]*p[\s\x00-\x1f]*t[\s\x00-\x1f]*:/gi;

/**
 * Removes every <script>/<iframe> element with its content. A self-closing tag ('<script src=x />')
 * is removed on its own; an opening tag that is never closed removes everything after it, the way
 * a browser would swallow the rest of the document into the script.
 */
function stripBlocks(text: string): string {
  let out = text;
  let from = 0;
  for (;;) {
    OPEN_RE.lastIndex = from;
    const open = OPEN_RE.exec(out);
    if (!open) break;
    const tag = open[1].toLowerCase();
    const start = open.index;
    const tagEnd = out.indexOf('>', start);
    let end: number;
    if (tagEnd === -1) {
      end = out.length; // unterminated '<script ...' at the end of the text
    } else if (out[tagEnd - 1] === '/') {
      end = tagEnd + 1; // self-closing
    } else {
      const close = new RegExp(`</${tag}(?=[\\s/>]|$)[^>]*>?`, 'gi');
      close.lastIndex = tagEnd + 1;
      const found = close.exec(out);
      end = found ? found.index + found[0].length : out.length;
    }
    out = out.slice(0, start) + out.slice(end);
    // Joining the two sides can form a new tag ('<scr' + 'ipt>'), which starts at most
    // '<iframe'.length characters before the cut.
    from = Math.max(0, start - Math.max(...BLOCK_TAGS.map((t) => t.length + 1)));
  }
  return out;
}

/** Applies a global regex removal until the text stops changing ('javajavascript:script:'). */
function removeAll(text: string, re: RegExp): string {
  let out = text;
  for (;;) {
    const next = out.replace(re, '');
    if (next === out) return out;
    out = next;
  }
}

/**
 * Sanitises free text: strips <script>…</script> and <iframe>…</iframe> with their content
 * (case-insensitive; unclosed and self-closing tags too), stray closing tags, and 'javascript:'
 * (case-insensitive, also with whitespace tricks such as 'java\tscript:'), then trims.
 */
export function sanitizeText(text: string): string {
  let out = text;
  for (;;) {
    const next = removeAll(removeAll(stripBlocks(out), CLOSE_RE), JS_PROTOCOL_RE);
    if (next === out) break;
    out = next;
  }
  return out.trim();
}
