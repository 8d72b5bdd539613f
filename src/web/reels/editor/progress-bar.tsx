/** A labelled determinate bar (upload and processing): the value is announced as a percentage. */
export function ProgressBar({ percent, label, testId }: { percent: number; label: string; testId?: string }) {
  return (
    <div
      className="vc-reel-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      data-testid={testId}
    >
      <span className="vc-reel-progress__track">
        <span className="vc-reel-progress__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="vc-reel-progress__text">{percent}%</span>
    </div>
  );
}
