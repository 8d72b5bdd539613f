import type { Author } from '../../../shared/schemas/content.ts';

/** A member's picture, or their initial on a tint when they have none. */
export function Avatar({ author, size = 24 }: { author: Author; size?: number }) {
  if (author.avatarUrl) {
    return (
      <img
        className="vc-avatar"
        src={author.avatarUrl}
        width={size}
        height={size}
        alt=""
        loading="lazy"
        decoding="async"
      />
    );
  }
  const initial = Array.from(author.nickName.trim())[0]?.toUpperCase() ?? '·';
  return (
    <span className="vc-avatar vc-avatar--initial" style={{ width: size, height: size }} aria-hidden>
      {initial}
    </span>
  );
}
