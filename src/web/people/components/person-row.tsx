import type { ReactNode } from 'react';
import { Link } from '../../app/routing.tsx';
import type { Person } from '../../../shared/schemas/social.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import { useT } from '../../i18n/i18n.ts';
import { FollowButton } from './follow-button.tsx';

/** The brand's mark for a key opinion leader, next to a name. */
export function KolBadge() {
  const t = useT();
  return <span className="vc-tag vc-kol-badge">{t('feed.kol')}</span>;
}

/** One member in a list: picture and name lead to their page; the action (default: follow) sits right. */
export function PersonRow({ person, action }: { person: Person; action?: ReactNode }) {
  const t = useT();
  const name = person.nickName.trim() || t('people.noName');
  return (
    <li className="vc-person" data-testid="person-row">
      <Link className="vc-person__link" to={`/friend/${person.userId}`}>
        <Avatar author={person} size={44} />
        <span className="vc-person__text">
          <span className="vc-person__name">
            {name}
            {person.kol ? <KolBadge /> : null}
          </span>
          {person.followsMe ? <span className="vc-person__meta">{t('people.followsYou')}</span> : null}
        </span>
      </Link>
      {action ?? (
        <FollowButton
          userId={person.userId}
          followed={person.followed}
          followsMe={person.followsMe}
          name={name}
        />
      )}
    </li>
  );
}
