import type { ReactNode } from 'react';
import { Link } from '../../app/routing.tsx';

/** Renders a catalog text with `<tag>label</tag>` parts as links to the given paths. */
export function TextWithLinks({ text, links }: { text: string; links: Record<string, string> }) {
  const parts: ReactNode[] = [];
  const re = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const to = links[m[1] ?? ''];
    parts.push(
      to ? (
        <Link key={m.index} to={to} onClick={(e) => e.stopPropagation()}>
          {m[2]}
        </Link>
      ) : (
        m[2]
      ),
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
