import { useT } from '../../i18n/i18n.ts';

/** A browser that cannot play MP4/H.264 or read files: reels cannot be made here (spec §8). */
export function UpgradeNotice() {
  const t = useT();
  return (
    <div className="vc-empty" role="alert" data-testid="reel-upgrade">
      <p className="vc-empty__title">{t('reelsEdit.upgradeSystem')}</p>
      <p className="vc-empty__text">{t('reelsEdit.upgradeHint')}</p>
    </div>
  );
}
