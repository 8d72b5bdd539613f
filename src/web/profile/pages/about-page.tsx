import { Wordmark } from '../../app/wordmark.tsx';
import { useT } from '../../i18n/i18n.ts';

export default function AboutPage() {
  const t = useT();
  return (
    <article className="vc-card vc-prose" data-testid="about-page">
      <Wordmark size="l" />
      <p>{t('about.p1')}</p>
      <p>{t('about.p2')}</p>
      <p>{t('about.p3')}</p>
      <p className="vc-muted">{t('footer.adults')}</p>
    </article>
  );
}
