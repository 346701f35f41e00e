// The segments shown when none is active: not rows in the
// database, so they carry fixed ids that no node lookup finds, and isFallback = true.
import { placeholderSvg, svgDataUrl } from './placeholder-svg.js';

const at = new Date('2026-01-01T00:00:00.000Z');

function fallback(n: number, name: string, slug: string, imageUrl: string | null = null) {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name,
    slug,
    imageUrl,
    status: 'ACTIVE' as const,
    position: n,
    createdAt: at,
    updatedAt: at,
    isFallback: true,
  };
}

export const FALLBACK_SEGMENTS = [
  fallback(
    1,
    'Material de Construção',
    'materiais-construcao',
    svgDataUrl(placeholderSvg({ title: 'Material de Construção', background: '#0B5CD7', background2: '#073a88', width: 400, height: 300 })),
  ),
  fallback(2, 'Elétrica', 'eletrica'),
  fallback(3, 'Vidraçaria', 'vidracaria'),
  fallback(4, 'Marmoraria', 'marmoraria'),
  fallback(5, 'Aluguel de Equipamentos', 'aluguel-equipamentos'),
];
