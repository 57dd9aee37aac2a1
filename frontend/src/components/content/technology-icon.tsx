import { useState } from 'react';
import type { TechnologyIcon as TechnologyIconData } from '@stacklens/contracts';

/**
 * A technology's icon as the API resolves it (a `simple-icons` brand logo or a generated monogram, both served as
 * SVG at `icon.url`). While the image cannot be loaded the monogram is drawn locally on the same colour.
 */
export function TechnologyIcon({ icon, size = 40 }: { icon: TechnologyIconData; size?: number }) {
  const [failed, setFailed] = useState(false);
  const radius = Math.round(size * 0.26);
  if (failed) {
    return (
      <span
        className="slc-tech-icon slc-tech-icon--monogram"
        aria-hidden="true"
        style={{
          width: size,
          height: size,
          borderRadius: radius,
          background: icon.color,
          fontSize: icon.monogram.length > 1 ? size * 0.38 : size * 0.46,
        }}
      >
        {icon.monogram}
      </span>
    );
  }
  return (
    <span
      className={`slc-tech-icon slc-tech-icon--${icon.kind}`}
      aria-hidden="true"
      style={{ width: size, height: size, borderRadius: radius }}
    >
      <img
        src={icon.url}
        alt=""
        width={icon.kind === 'brand' ? Math.round(size * 0.62) : size}
        height={icon.kind === 'brand' ? Math.round(size * 0.62) : size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </span>
  );
}
