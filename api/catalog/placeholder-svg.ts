// Simple SVG placeholders (coloured background, initials, name) so demo images are served by the
// app itself: nothing loads from the internet.
import { escapeHtml } from '../shared/html.js';

export interface PlaceholderOptions {
  title: string;
  subtitle?: string;
  background: string;
  /** A second colour for a diagonal gradient; defaults to the background. */
  background2?: string;
  foreground?: string;
  width?: number;
  height?: number;
  /** Big letters in the middle; defaults to the title's initials. */
  badge?: string;
  /** Background only (banners: the carousel writes the title over the image). */
  textless?: boolean;
}


/** Up to 2 initials of the significant words ('Cimento CP-II 50kg' → 'CC'). */
export function initials(text: string): string {
  const words = text.split(/[\s/-]+/).filter((w) => /^[\p{L}\p{N}]/u.test(w) && w.length > 2);
  const letters = (words.length ? words : [text]).slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** Splits a title in lines of about `max` characters (at most 3 lines). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 3 ? [...lines.slice(0, 2), lines.slice(2).join(' ').slice(0, max - 1) + '…'] : lines;
}

export function placeholderSvg(options: PlaceholderOptions): string {
  const width = options.width ?? 600;
  const height = options.height ?? 600;
  const fg = options.foreground ?? '#ffffff';
  const badgeText = options.badge ?? initials(options.title);
  const open =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeHtml(options.title)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${options.background}"/><stop offset="1" stop-color="${options.background2 ?? options.background}"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<g fill="${fg}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" text-anchor="middle">`;
  const close = `</g></svg>`;
  const wide = width / height >= 2.5;

  if (options.textless) {
    // Soft circles on the right keep the left side clear for the carousel's text.
    return (
      open +
      `<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.45)}" opacity="0.08"/>` +
      `<circle cx="${Math.round(width * 0.95)}" cy="${Math.round(height * 0.9)}" r="${Math.round(height * 0.35)}" opacity="0.06"/>` +
      close
    );
  }

  if (badgeText === '' || wide) {
    // Banners and logos: the title (and subtitle) centred, no big initials.
    const titleSize = Math.round(Math.min(height / (options.subtitle ? 6 : 2.2), (width / Math.max(8, options.title.length)) * 1.6));
    const subSize = Math.round(Math.min(titleSize * 0.45, (width * 0.9) / (0.55 * Math.max(1, options.subtitle?.length ?? 1))));
    const titleY = options.subtitle ? height / 2 : height / 2 + titleSize * 0.35;
    return (
      open +
      `<text x="${width / 2}" y="${Math.round(titleY)}" font-size="${titleSize}" font-weight="700">${escapeHtml(options.title)}</text>` +
      (options.subtitle
        ? `<text x="${width / 2}" y="${Math.round(titleY + titleSize * 0.9 + subSize)}" font-size="${subSize}" opacity="0.9">${escapeHtml(options.subtitle)}</text>`
        : '') +
      close
    );
  }

  const badge = escapeHtml(badgeText);
  const fontSize = Math.round(Math.min(width, height) / 4);
  const lineSize = Math.max(10, Math.round(Math.min(width, height) / 16));
  const lines = options.title ? wrap(options.title, Math.max(12, Math.round(width / (lineSize * 0.6)))) : [];
  const textTop = height / 2 + fontSize * 0.75;
  const titleText = lines
    .map((l, i) => `<text x="${width / 2}" y="${Math.round(textTop + (i + 1) * lineSize * 1.25)}" font-size="${lineSize}" font-weight="600">${escapeHtml(l)}</text>`)
    .join('');
  const subtitle = options.subtitle
    ? `<text x="${width / 2}" y="${Math.round(height - lineSize)}" font-size="${Math.round(lineSize * 0.8)}" opacity="0.85">${escapeHtml(options.subtitle)}</text>`
    : '';
  const badgeY = lines.length ? height / 2 - fontSize * 0.1 : height / 2 + fontSize * 0.35;
  return (
    open +
    `<text x="${width / 2}" y="${Math.round(badgeY)}" font-size="${fontSize}" font-weight="700" opacity="0.9">${badge}</text>` +
    titleText +
    subtitle +
    close
  );
}

/** An SVG as a data: URL (accepted by validateImage), for images that must exist without files. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
