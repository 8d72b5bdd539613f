import { Fragment } from 'react';
import { useNavigate } from '../../app/routing.tsx';
import type { Block, ImageRef } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';
import { pictureHref } from './picture-link.ts';

/** Text with its newlines as line breaks; any link in it stays plain text (never executed). */
export function Lines({ text }: { text: string }) {
  const lines = text.split('\n');
  return lines.map((line, i) => (
    <Fragment key={i}>
      {line}
      {i < lines.length - 1 ? <br /> : null}
    </Fragment>
  ));
}

export const imagesOf = (blocks: readonly Block[]): ImageRef[] =>
  blocks.flatMap((b) => (b.type === 'image' ? [{ url: b.url, width: b.width, height: b.height }] : []));

/** The article body as React elements (DESIGN §5): never raw HTML. Images open `/picture`. */
export function ArticleBlocks({ blocks, skipImages = false }: { blocks: Block[]; skipImages?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const images = imagesOf(blocks);
  // Each block's place among the images, counted before rendering.
  const imageIndex = blocks.map((_, i) => blocks.slice(0, i).filter((b) => b.type === 'image').length);
  return (
    <div className="vc-article__body">
      {blocks.map((b, i) => {
        if (b.type === 'paragraph') {
          return (
            <p key={i}>
              <Lines text={b.text} />
            </p>
          );
        }
        if (b.type === 'heading') {
          return (
            <h2 key={i} className="vc-article__h2">
              <Lines text={b.text} />
            </h2>
          );
        }
        if (skipImages) return null;
        const index = imageIndex[i]!;
        return (
          <button
            key={i}
            type="button"
            className="vc-article__figure"
            aria-label={t('feed.openPicture', { n: index + 1, count: images.length })}
            onClick={() => void navigate(pictureHref(images, index), { state: { images, index } })}
          >
            <img src={b.url} width={b.width} height={b.height} alt="" loading="lazy" decoding="async" />
          </button>
        );
      })}
    </div>
  );
}
