import { useState } from 'react';
import { technologyIconUrl } from '@stacklens/contracts';

/**
 * Technology marks. {@link TechLogo} is the one to use: the API's icon of the technology. {@link TechAvatar} is its
 * local fallback — a generated monogram, one or two letters on a colour derived from the name (stable across pages).
 */
const AVATAR_COLORS = [
  '#db2777',
  '#7c3aed',
  '#2563eb',
  '#0891b2',
  '#0d9488',
  '#16a34a',
  '#ca8a04',
  '#ea580c',
  '#dc2626',
  '#9333ea',
  '#4f46e5',
  '#0f766e',
  '#be123c',
  '#1d4ed8',
  '#a21caf',
  '#15803d',
] as const;

function hashName(name: string): number {
  let hash = 2166136261;
  for (let i = 0; i < name.length; i += 1) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/**
 * One or two letters for a technology: the initials of the first two words ("Google Font API" → "GF"), or the
 * camel-case humps of a single word ("WordPress" → "WP", "jQuery" → "JQ"), or its first letter ("nginx" → "N").
 */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length >= 2) return (words[0][0] + words[1][0]).toUpperCase();
  const word = words[0];
  const humps = word.match(/(?<=\p{Ll})\p{Lu}/u);
  return (word[0] + (humps ? humps[0] : '')).toUpperCase();
}

export function avatarColor(name: string): string {
  return AVATAR_COLORS[hashName(name.toLowerCase()) % AVATAR_COLORS.length];
}

export function TechAvatar({ name, size = 36 }: { name: string; size?: number }) {
  const letters = monogram(name);
  return (
    <span
      className="sl-tech-avatar"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        background: avatarColor(name),
        fontSize: letters.length > 1 ? size * 0.38 : size * 0.46,
        borderRadius: size * 0.28,
      }}
    >
      {letters}
    </span>
  );
}

/**
 * A technology's logo wherever a technology is named: the API's icon (`GET /api/v1/technologies/{slug}/icon.svg`,
 * the simple-icons brand mark drawn in its colour, or a generated monogram where no mark exists), cached a day by the
 * browser, lazy-loaded, and sized by its box so that nothing shifts while it loads. If the image cannot be loaded,
 * the monogram is drawn locally ({@link TechAvatar}).
 */
export function TechLogo({ name, slug, size = 36 }: { name: string; slug: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed || !slug) return <TechAvatar name={name} size={size} />;
  return (
    <span
      className="sl-tech-logo"
      aria-hidden="true"
      style={{ width: size, height: size, borderRadius: size * 0.28 }}
      data-testid="tech-logo"
    >
      <img
        src={technologyIconUrl(slug)}
        alt=""
        width={Math.round(size * 0.7)}
        height={Math.round(size * 0.7)}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
