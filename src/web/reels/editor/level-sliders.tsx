import { useId } from 'react';
import { VOLUME_MAX } from '../../../shared/schemas/reels.ts';
import { useT } from '../../i18n/i18n.ts';

export interface Levels {
  musicVolume: number;
  originalVolume: number;
}

/** How loud the music and the clip's own sound are in the mix (percent; 100 = as they are). */
export function LevelSliders({ value, onChange }: { value: Levels; onChange: (v: Levels) => void }) {
  const t = useT();
  const musicId = useId();
  const originalId = useId();
  const slider = (id: string, field: keyof Levels, label: string) => (
    <div className="vc-reel-level">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={0}
        max={VOLUME_MAX}
        step={10}
        value={value[field]}
        aria-valuetext={`${value[field]}%`}
        data-testid={`music-level-${field}`}
        onChange={(e) => onChange({ ...value, [field]: Number(e.target.value) })}
      />
      <output htmlFor={id}>{value[field]}%</output>
    </div>
  );
  return (
    <details className="vc-reel-levels">
      <summary>{t('reelsEdit.levels')}</summary>
      {slider(musicId, 'musicVolume', t('reelsEdit.musicLevel'))}
      {slider(originalId, 'originalVolume', t('reelsEdit.originalLevel'))}
    </details>
  );
}
