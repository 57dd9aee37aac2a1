/**
 * A technology's icon. The fingerprint set names icon files that are not shipped, so every technology gets a
 * generated monogram: one or two letters on a colour derived from its name (stable across pages).
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
