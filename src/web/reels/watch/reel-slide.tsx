import { useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import type { Lang } from '../../../shared/i18n.ts';
import { articleQuery } from '../../content/api/articles-api.ts';
import { useT } from '../../i18n/i18n.ts';
import { ReelActions } from './reel-actions.tsx';
import { formatDuration, type ClipMode, type ReelItem } from './reel-clips.ts';
import { ReelPlayer } from './reel-player.tsx';
import './reel-clip.css';

interface Props {
  item: ReelItem;
  index: number;
  mode: ClipMode;
  lang: Lang;
  locale: string;
  muted: boolean;
  onMuted: (muted: boolean) => void;
  still: boolean;
  onComments: (id: string, count: number) => void;
}

/** One screen of the feed: the clip, its actions beside it, caption and topics at the bottom. */
export function ReelSlide({ item, index, mode, lang, locale, muted, onMuted, still, onComments }: Props) {
  const t = useT();
  // The detail carries what a list item lacks (liked, saved, followed, topics): asked for the clip on
  // screen and the next one, so a swipe shows the right heart at once.
  const near = mode === 'play' || mode === 'next';
  const { data: detail } = useQuery({ ...articleQuery(item.id, lang), enabled: near, staleTime: 30_000 });
  const name = item.author.nickName;
  return (
    <article
      className={`vc-reel${mode === 'play' ? ' is-active' : ''}`}
      data-index={index}
      data-id={item.id}
      aria-label={t('reelsWatch.clip', { name })}
      aria-current={mode === 'play' ? 'true' : undefined}
      data-testid="reel-item"
    >
      <div className="vc-reel__stage">
        <ReelPlayer item={item} mode={mode} muted={muted} onMuted={onMuted} still={still} />
        <div className="vc-reel__caption">
          <Link
            className="vc-reel__name"
            to={`/friend/${item.author.userId}`}
            tabIndex={mode === 'play' ? 0 : -1}
          >
            @{name}
          </Link>
          {item.title ? <p className="vc-reel__title">{item.title}</p> : null}
          {detail && detail.topics.length > 0 ? (
            <ul className="vc-reel__topics">
              {detail.topics.map((topic) => (
                <li key={topic.id}>
                  <Link
                    to={`/home?${new URLSearchParams({ topicId: topic.id, topic: topic.name }).toString()}`}
                    tabIndex={mode === 'play' ? 0 : -1}
                  >
                    #{topic.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <span className="vc-reel__time">
            <span aria-hidden>{formatDuration(item.video.durationMs)}</span>
            <span className="vc-visually-hidden">
              {t('reelsWatch.duration', { time: formatDuration(item.video.durationMs) })}
            </span>
          </span>
        </div>
      </div>
      {mode === 'play' || mode === 'next' || mode === 'near' ? (
        <ReelActions
          item={item}
          detail={detail}
          locale={locale}
          onComments={() => onComments(item.id, detail?.commentCount ?? item.commentCount)}
        />
      ) : null}
    </article>
  );
}
