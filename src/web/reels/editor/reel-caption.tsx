import { useId } from 'react';
import { countWords } from '../../../shared/content/words.ts';
import { TITLE_WORDS_MAX } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';

/** The caption: a story's caption (one line of up to 500 words), the reel's only text. */
export function ReelCaption({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const words = countWords(value);
  return (
    <div className="vc-field">
      <label className="vc-field__label" htmlFor={id}>
        {t('reelsEdit.caption')}
      </label>
      <textarea
        id={id}
        className="vc-input"
        value={value}
        rows={3}
        placeholder={t('reelsEdit.captionHint')}
        aria-invalid={error ? true : undefined}
        data-testid="reel-caption"
        // One line, as in the feed's overlay.
        onChange={(e) => onChange(e.target.value.replace(/\n/g, ' '))}
      />
      <span className="vc-editor__under">
        <span />
        <span className={`vc-editor__count${words > TITLE_WORDS_MAX ? ' is-over' : ''}`}>
          {t('editor.words', { n: words, max: TITLE_WORDS_MAX })}
        </span>
      </span>
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
