import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { tiersQuery } from '../api/tiers-api.ts';
import '../tiers.css';

/** The default tiers' metals; a tier the brand adds gets the bronze of its own (docs/decisions/114). */
const LOOKS: Record<string, string> = { MEMBER: 'member', SILVER: 'silver', GOLD: 'gold', BLACK: 'black' };

/**
 * A tier's badge: its name in the reader's language, in the tier's colour. Given only a code (another
 * member's), the name comes from the public tier list; `quiet` then shows nothing for the lowest tier
 * (every member holds it, so beside a comment author it says nothing).
 */
export function TierBadge(props: {
  code: string | null | undefined;
  name?: string;
  quiet?: boolean;
  testId?: string;
}) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const tiers = useQuery({ ...tiersQuery(lang), enabled: Boolean(props.code) && props.name === undefined });
  const list = tiers.data?.list ?? [];
  const rank = list.findIndex((x) => x.code === props.code);
  const name = props.name ?? list[rank]?.name;
  if (!props.code || !name || (props.quiet && rank === 0)) return null;
  return (
    <span
      className={`vc-tier-badge vc-tier-badge--${LOOKS[props.code] ?? 'other'}`}
      data-testid={props.testId ?? 'tier-badge'}
      data-tier={props.code}
      title={t('tiers.badge', { tier: name })}
    >
      <span aria-hidden>◆</span> {name}
    </span>
  );
}
