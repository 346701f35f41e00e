// Text written into HTML, SVG or XML made by the server (the pages sent ready, the placeholder
// images, the dev mailbox).

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value, safe inside HTML, SVG and XML. */
export function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** JSON inside a <script> element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
