export function UserAvatar({
  url,
  name,
  size = 64,
}: {
  url?: string | null | undefined;
  name: string;
  size?: number;
}) {
  const initial = (name.trim()[0] ?? 'V').toUpperCase();
  return url ? (
    <img
      className="vc-avatar"
      src={url}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
    />
  ) : (
    <span
      className="vc-avatar vc-avatar--initial"
      style={{ width: size, height: size, fontSize: size * 0.42 }}
      aria-hidden
    >
      {initial}
    </span>
  );
}
